#!/bin/sh
# Remove what install.sh put into ~/.local (your settings and identity stay in ~/.config and
# ~/.local/share/lanjolly; delete those by hand to forget them too).
set -eu
APP_ID=io.github.lanjolly.LanJolly
PREFIX=${PREFIX:-$HOME/.local}
DATA=${XDG_DATA_HOME:-$PREFIX/share}
rm -rf "$PREFIX/lib/lanjolly"
[ -L "$PREFIX/bin/lanjolly" ] && rm -f "$PREFIX/bin/lanjolly"
rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
LIST=${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list
[ -f "$LIST" ] && sed -i "/^x-scheme-handler\/lanjolly=$APP_ID.desktop/d" "$LIST" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
echo "LAN Jolly removed."
