#!/bin/sh
# Install the .deb with apt into a minimal Debian 12 (debootstrap minbase) and run the
# smoke checks there: proves the Depends line is complete on a system with nothing extra.
# Needs root and Debian's package mirror. Not part of `make test` (it downloads ~100 MB).
#   sh packaging/debootstrap_check.sh [dist/lanjolly_<v>_amd64.deb] [build/minbase]
set -eu
DEB=$(readlink -f "${1:-$(ls dist/lanjolly_*_amd64.deb | tail -1)}")
ROOT=$(readlink -f "${2:-build/minbase}")
MIRROR=${MIRROR:-http://deb.debian.org/debian}
say() { printf '== %s\n' "$*"; }
command -v debootstrap >/dev/null || { apt-get update -qq; apt-get install -y -qq debootstrap >/dev/null; }
if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    say "debootstrap --variant=minbase bookworm $ROOT"
    debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >"$ROOT.log" 2>&1 || { tail -20 "$ROOT.log"; exit 1; }
fi
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
trap 'umount "$ROOT/proc" 2>/dev/null || true' EXIT
cp "$DEB" "$ROOT/tmp/lanjolly.deb"
in_root() { chroot "$ROOT" env -i PATH=/usr/bin:/bin HOME=/tmp/guest "$@"; }
if chroot "$ROOT" dpkg -s lanjolly >/dev/null 2>&1; then   # a reused chroot: back to minbase
    chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq lanjolly >/dev/null
    chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -qq >/dev/null
fi
say "apt install ./lanjolly.deb"
chroot "$ROOT" apt-get update -qq
chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive apt-get install -y /tmp/lanjolly.deb | grep -E "^  |newly installed"
chroot "$ROOT" sh -c 'dpkg-query -W -f="\${Installed-Size}\n" | awk "{s+=\$1} END {print \"installed system size: \" s/1024 \" MiB\"}"'
mkdir -p "$ROOT/tmp/guest"
say "lanjolly --help"
in_root lanjolly --help | head -1
say "lanjolly sim (2 matches)"
in_root lanjolly sim --seats normal,easy --matches 2 --seed 1 --quiet | tail -3
say "host + join over TLS on 127.0.0.1"
in_root sh -c 'lanjolly host --no-discovery --bind 127.0.0.1 --port 0 --seats 2 --bots easy --variant romme \
    --target 1 --turn-seconds 0 --exit-when-done --data-dir /tmp/guest/host > /tmp/guest/host.out 2>&1 &
    for i in $(seq 100); do grep -q "listening on" /tmp/guest/host.out && break; sleep 0.1; done
    port=$(sed -n "s/.*listening on [^ ]*:\([0-9]*\).*/\1/p" /tmp/guest/host.out)
    lanjolly join 127.0.0.1:$port --bot normal --seed 1 --data-dir /tmp/guest/guest; echo "join exit $?"; wait'
say "client offscreen until the lobby shows (no discovery)"
in_root env QT_QPA_PLATFORM=offscreen lanjolly client --no-discovery --nickname Guest --screenshot /tmp/guest/lobby.png
cp "$ROOT/tmp/guest/lobby.png" "$(dirname "$DEB")/minbase_lobby.png"
if command -v Xvfb >/dev/null; then
    say "client on a real X server (the host's Xvfb, local socket only) with none of the xcb helpers installed"
    read_fd=$(mktemp -u); mkfifo "$read_fd"
    Xvfb -displayfd 3 -nolisten tcp -screen 0 1366x768x24 3>"$read_fd" >/dev/null 2>&1 & xvfb=$!
    display=$(head -n1 "$read_fd"); rm -f "$read_fd"
    mkdir -p "$ROOT/tmp/.X11-unix"; mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
    chroot "$ROOT" sh -c 'dpkg -s libxcb-icccm4 libxcb-keysyms1 2>&1 | grep -c "not installed"' || true
    in_root env DISPLAY=":$display" QT_QPA_PLATFORM=xcb lanjolly client --no-discovery --nickname Guest \
        --screenshot /tmp/guest/x11.png 2>&1 | grep "lobby shown" || echo "X11 lobby FAILED"
    umount "$ROOT/tmp/.X11-unix"; kill "$xvfb"
fi
say "client with no display: a sentence and exit 3, no core dump"
in_root lanjolly client --no-discovery --nickname Guest 2>&1 | tail -3 || true
say "without libGL: the client names the package to install"
chroot "$ROOT" dpkg -r --force-depends libgl1 >/dev/null 2>&1
rc=0; in_root env QT_QPA_PLATFORM=offscreen lanjolly client --no-discovery --nickname Guest 2>&1 || rc=$?
echo "exit $rc"
chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgl1 >/dev/null
say "done"
