# apt-trixie.sh -- apt on Debian trixie without touching the system's apt
# configuration (sourced, POSIX sh).  The host is bookworm; some tools
# need trixie's packages (qemu-user 10 for the vector-crypto tests,
# riscv64 libraries for the anchor figures: bookworm has no riscv64).
# A private configuration under $apt_dir: a sources list of its own
# (trixie main from deb.debian.org), its own package lists and cache, no
# dpkg status.  Used by scripts/qemu/fetch-qemu10.sh and
# scripts/anchors/run.sh.
#
#   apt_dir=DIR [apt_arch=riscv64]     (arch: default the host's)
#   trixie_apt_init                    writes DIR/sources, DIR/none.list
#   trixie_apt apt-get -q update       any apt command, privately
trixie_apt_init() {
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" \
             "$apt_dir/sources"
    : > "$apt_dir/none.list"
    cat > "$apt_dir/sources/trixie.sources" <<EOT
Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOT
}

trixie_apt() {
    if [ -n "${apt_arch:-}" ]; then
        set -- "$@" -o APT::Architecture="$apt_arch" \
            -o APT::Architectures="$apt_arch"
    fi
    "$@" -o Dir::Etc::SourceList="$apt_dir/none.list" \
         -o Dir::Etc::SourceParts="$apt_dir/sources" \
         -o Dir::State::Lists="$apt_dir/lists" \
         -o Dir::Cache="$apt_dir/cache" -o Dir::State::Status=/dev/null
}
