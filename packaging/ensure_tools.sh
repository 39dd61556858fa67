#!/bin/sh
# Install the Debian tools that `make dist`, tests/packaging, the real-desktop tier
# (tests/desktop) and the Avahi interoperability tests (tests/discovery) need, where missing.
# Runs apt-get only as root (CI, a fresh machine); otherwise says what to install.
set -eu
need=""
have() { command -v "$1" >/dev/null 2>&1; }
have patchelf || need="$need patchelf"
have readelf && have objdump && have strip || need="$need binutils"
have dpkg-deb || need="$need dpkg"
have desktop-file-validate || need="$need desktop-file-utils"
have appstreamcli || need="$need appstream"
have lintian || need="$need lintian"
have gio || need="$need libglib2.0-bin"      # the desktop URL handler the invite-link test opens links with
# The X11 platform plugin's helpers: installed here so that PyInstaller carries them in the
# app, which must start on a desktop that lacks them (tests/packaging runs it under Xvfb).
for lib in libxcb-icccm.so.4:libxcb-icccm4 libxcb-keysyms.so.1:libxcb-keysyms1; do
    ldconfig -p 2>/dev/null | grep -q "${lib%%:*}" || need="$need ${lib#*:}"
done
have Xvfb || need="$need xvfb"
# The real-desktop tier (tests/desktop): a window manager, real input, window geometry, screenshots.
have openbox || need="$need openbox"
have xdotool || need="$need xdotool"
have xprop && have xwininfo || need="$need x11-utils"
have import || need="$need imagemagick"
# The Avahi interoperability tests (tests/discovery/test_disc_avahi.py) start their own avahi-daemon
# with a private D-Bus inside a network namespace. The packages' own services must not start in
# the machine's namespace: while installing, policy-rc.d (honoured by invoke-rc.d and
# deb-systemd-invoke) forbids starting any service, unless the machine already has such a policy.
{ [ -x /usr/sbin/avahi-daemon ] || have avahi-daemon; } || need="$need avahi-daemon"
have avahi-browse && have avahi-publish && have avahi-resolve || need="$need avahi-utils"
{ [ -x /usr/bin/dbus-daemon ] || have dbus-daemon; } || need="$need dbus"
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ] && have apt-get; then
    echo "packaging: installing$need" >&2
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy=/usr/sbin/policy-rc.d
        trap 'rm -f "$policy"' EXIT
        printf '#!/bin/sh\n# ensure_tools.sh: no service starts while it installs packages\nexit 101\n' > "$policy"
        chmod 755 "$policy"
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null
else
    echo "packaging: missing tools; install them with: sudo apt-get install$need" >&2
    exit 1
fi
