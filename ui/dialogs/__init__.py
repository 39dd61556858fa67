"""Modal dialogs: first-run nickname, New Game."""
