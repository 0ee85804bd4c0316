#!/bin/sh
# install-deps.sh -- install, with apt, whatever the build and tests need and
# the machine lacks: host compilers, autotools, Python 3, the riscv64 (and
# armhf, for the 32-bit-digit target) cross compilers and qemu-user, and the
# bare-metal RISC-V toolchain (gcc-riscv64-unknown-elf, picolibc) with
# qemu-system-riscv64 for the embedded test, openssl, gnutls-bin,
# ca-certificates, python3-cryptography-vectors and golang-src (Go's
# crypto/x509 test certificates) for the X.509 tests,
# clang when
# WOLFSSL_WANT_CLANG=1, dpkg-dev & co. when WOLFSSL_WANT_DROPIN=1, and llvm-mca 14 (package llvm-14, for
# tests/build/qemu_cycles_test.py in the riscv64 cells) when
# WOLFSSL_WANT_LLVM=1.
# Does nothing when everything is present.  Needs root (or sudo) only when
# something must be installed.
set -e

need=""
have() { command -v "$1" >/dev/null 2>&1; }
want() { # want <command-or-path> <package...>
    cmd=$1; shift
    case "$cmd" in
        /*) [ -e "$cmd" ] && return 0 ;;
        *)  have "$cmd" && return 0 ;;
    esac
    need="$need $*"
}

want gcc                      gcc
want make                     make
want autoreconf               autoconf
want automake                 automake
want libtoolize               libtool
want pkg-config               pkg-config
want python3                  python3
want riscv64-linux-gnu-gcc    gcc-riscv64-linux-gnu
want /usr/riscv64-linux-gnu/include/stdio.h libc6-dev-riscv64-cross
want qemu-riscv64             qemu-user
# The X.509 tests (tests/x509): OpenSSL and GnuTLS as the other verdicts,
# the system trust store, NIST PKITS (in python3-cryptography-vectors).
want openssl                  openssl
want /etc/ssl/certs/ca-certificates.crt ca-certificates
want certtool                 gnutls-bin
want /usr/lib/python3/dist-packages/cryptography_vectors/x509/PKITS_data \
     python3-cryptography-vectors
# The TLS tests (tests/tls) make their certificates with python3-cryptography.
want /usr/lib/python3/dist-packages/cryptography/x509/__init__.py \
     python3-cryptography
# a real chain to a root of today's store: Go's crypto/x509 test data
[ -n "$(ls /usr/share/go-*/src/crypto/x509/verify_test.go 2>/dev/null)" ] ||
    need="$need golang-src"
if [ "${WOLFSSL_WANT_BAREMETAL:-1}" = 1 ]; then
    want riscv64-unknown-elf-gcc gcc-riscv64-unknown-elf
    want /usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs \
         picolibc-riscv64-unknown-elf
    want qemu-system-riscv64     qemu-system-misc
fi
# Clang cells of the CI matrix (scripts/ci/run-matrix sets this for them):
# Clang compiles for riscv64-linux-gnu and links through the GCC cross
# toolchain above, so the clang package is all it needs.
if [ "${WOLFSSL_WANT_CLANG:-0}" = 1 ]; then
    want clang                clang
fi
# The upstream drop-in cells (scripts/upstream/dropin.sh, run-matrix sets
# this for them): Debian's source package and its tools, bc for the
# benchmark figures, unshare and ip for the private namespace.
if [ "${WOLFSSL_WANT_DROPIN:-0}" = 1 ]; then
    want dpkg-source          dpkg-dev
    want /usr/share/keyrings/debian-archive-keyring.gpg \
         debian-archive-keyring
    want bc                   bc
    want unshare              util-linux
    want ip                   iproute2
fi
# The riscv64 cells check the qemu plugin's cycle models against
# llvm-mca 14 (scripts/ci/run-matrix sets this for them).
if [ "${WOLFSSL_WANT_LLVM:-0}" = 1 ]; then
    want llvm-mca-14          llvm-14
fi
if [ "${WOLFSSL_WANT_ARMHF:-1}" = 1 ]; then
    want arm-linux-gnueabihf-gcc gcc-arm-linux-gnueabihf
    want /usr/arm-linux-gnueabihf/include/stdio.h libc6-dev-armhf-cross
fi

[ -z "$need" ] && exit 0

echo "install-deps: installing:$need"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $need
