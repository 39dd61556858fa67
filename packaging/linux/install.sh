#!/bin/sh
# Install LAN Jolly for this user only (no root): the app into ~/.local/lib/lanjolly,
# the command into ~/.local/bin, the menu entry, icons and the lanjolly:// link handler.
# Run it from the unpacked folder: ./install.sh   (./uninstall.sh removes it again)
set -eu
APP_ID=io.github.lanjolly.LanJolly
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
DATA=${XDG_DATA_HOME:-$PREFIX/share}
LIBDIR=$PREFIX/lib/lanjolly
BIN=$PREFIX/bin/lanjolly

[ -x "$HERE/app/lanjolly" ] || { echo "install.sh: $HERE/app/lanjolly not found; run me from the unpacked folder" >&2; exit 1; }
mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
rm -rf "$LIBDIR.new"
cp -R "$HERE/app" "$LIBDIR.new"
rm -rf "$LIBDIR"
mv "$LIBDIR.new" "$LIBDIR"
ln -sf "$LIBDIR/lanjolly" "$BIN"
# The menu may not have ~/.local/bin on its PATH, so the entry names the command in full.
sed "s|^Exec=lanjolly |Exec=$BIN |" "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
(cd "$HERE/share" && find icons -type f) | while read -r f; do
    mkdir -p "$DATA/$(dirname "$f")"
    cp "$HERE/share/$f" "$DATA/$f"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
# Open lanjolly:// invite links with the game.
if command -v xdg-mime >/dev/null 2>&1; then
    xdg-mime default "$APP_ID.desktop" x-scheme-handler/lanjolly || true
else
    LIST=${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list
    mkdir -p "$(dirname "$LIST")"
    touch "$LIST"
    if ! grep -q '^x-scheme-handler/lanjolly=' "$LIST"; then
        if grep -q '^\[Default Applications\]' "$LIST"; then
            sed -i "/^\[Default Applications\]/a x-scheme-handler/lanjolly=$APP_ID.desktop" "$LIST"
        else
            printf '[Default Applications]\nx-scheme-handler/lanjolly=%s.desktop\n' "$APP_ID" >> "$LIST"
        fi
    fi
fi
echo "LAN Jolly installed: $BIN (menu: Games > LAN Jolly)."
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "Note: $PREFIX/bin is not on your PATH; start it from the menu or as $BIN." ;; esac
