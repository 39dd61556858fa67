#!/bin/sh
# LAN Jolly offline installer for macOS: double-click it in Finder (it opens in Terminal).
# Finds a Python the kit has wheels for (@VERSIONS@, newest first) and hands over to
# install.py, which installs with no network. LANJOLLY_PYTHON=/path/to/python3.x picks one.
# Remove the game again with:  sh install.command --uninstall
cd "$(dirname "$0")" || exit 1
if [ -n "${LANJOLLY_PYTHON:-}" ]; then
    exec "$LANJOLLY_PYTHON" install.py "$@"
fi
for v in @VERSIONS@; do
    for py in "/Library/Frameworks/Python.framework/Versions/$v/bin/python$v" \
              "/opt/homebrew/bin/python$v" "/usr/local/bin/python$v" "$(command -v "python$v" 2>/dev/null)"; do
        if [ -n "$py" ] && [ -x "$py" ]; then
            exec "$py" install.py "$@"
        fi
    done
done
echo "No Python @FIRST@ to @LAST@ was found on this Mac."
echo "Install it from the stick: open python-@LAST@.x-macos11.pkg, then double-click install.command again."
exit 1
