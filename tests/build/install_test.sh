#!/bin/sh
# install_test.sh -- `make install` into a scratch prefix, then build the
# example programs (examples/api_demo.c, rsa_sign_verify.c, ecdh.c,
# sakke.c, cert_chain.c) and tests/build/feature_macros.c (a program acting on the feature
# macros, doc/FEATURE_MACROS.md) out of tree with nothing but `pkg-config
# --cflags --libs wolfssl` (shared library) and run them, the same against
# the static library, and feature_macros.c once more with an autoconf
# config.h (HAVE_CONFIG_H) before options.h.  The examples need RSA, ECC
# and SAKKE: configure with --enable-all (the install cell of the CI
# matrix does).  Proves that the installed headers (version.h, options.h
# and its feature macros), libwolfssl and wolfssl.pc are complete and that
# programs written against the wolfCrypt API compile and link unchanged.
#
# Usage (from a configured build tree): install_test.sh
# Host builds only (exit 77 for cross builds, where the program could not
# run natively).
set -eu
builddir=${WOLFSSL_BUILDDIR:-.}
srcdir=${WOLFSSL_SRCDIR:-.}
. "$builddir/scripts/test-env.sh"
if [ -n "$TEST_RUNNER" ] || [ -n "$TEST_RUNNER_MISSING" ]; then
    echo "install_test: cross build, skipped"
    exit 77
fi
command -v pkg-config >/dev/null 2>&1 || { echo "no pkg-config"; exit 1; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/wolfssl-install.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

make -C "$builddir" install DESTDIR="$scratch/dest" > "$scratch/install.log"
# DESTDIR keeps the configured prefix; look it up from the installed .pc.
pc=$(find "$scratch/dest" -name wolfssl.pc | head -n 1)
[ -n "$pc" ] || { echo "wolfssl.pc not installed"; exit 1; }
inst_prefix=$(sed -n 's/^prefix=//p' "$pc")
root="$scratch/dest$inst_prefix"
for f in include/wolfssl/options.h include/wolfssl/version.h \
         include/wolfssl/wolfcrypt/settings.h \
         include/wolfssl/wolfcrypt/rsa.h include/wolfssl/wolfcrypt/ecc.h \
         include/wolfssl/wolfcrypt/dh.h include/wolfssl/wolfcrypt/sakke.h \
         include/wolfssl/wolfcrypt/sm2.h; do
    [ -f "$root/$f" ] || { echo "missing after install: $f"; exit 1; }
done
for lib in libwolfssl.a libwolfssl.so; do
    ls "$root"/lib*/$lib > /dev/null 2>&1 || { echo "no $lib"; exit 1; }
done

# Point pkg-config at the staged tree (prefix rewritten with sysroot-style
# PKG_CONFIG_SYSROOT_DIR, as for any staged install).
PKG_CONFIG_PATH=$(dirname "$pc")
PKG_CONFIG_SYSROOT_DIR="$scratch/dest"
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
cflags=$(pkg-config --cflags wolfssl)
libs=$(pkg-config --libs wolfssl)
libdir=$(pkg-config --variable=libdir wolfssl)

passed=0
failed=0
check() { # check NAME CMD...
    name=$1; shift
    if "$@" > "$scratch/$name.log" 2>&1; then
        passed=$((passed + 1)); echo "PASS $name"
        case "$name" in
            *-run-shared) sed 's/^/    /' "$scratch/$name.log" ;;
        esac
    else
        failed=$((failed + 1)); echo "FAIL $name"; cat "$scratch/$name.log"
    fi
}
cc=${CC:-cc}
# Each example, and tests/build/feature_macros.c: built twice out of tree from
# the flags pkg-config gives (shared, then static libwolfssl) and run.
for src in "$srcdir"/examples/api_demo.c "$srcdir"/examples/rsa_sign_verify.c \
           "$srcdir"/examples/ecdh.c "$srcdir"/examples/sakke.c \
           "$srcdir"/examples/cert_chain.c \
           "$srcdir"/tests/build/feature_macros.c; do
    prog=$(basename "$src" .c)
    check "$prog-build-shared" $cc -std=c99 -Wall -Wextra -Werror $cflags \
        "$src" $libs -o "$scratch/${prog}_shared"
    check "$prog-run-shared" env LD_LIBRARY_PATH="$libdir" \
        "$scratch/${prog}_shared"
    check "$prog-build-static" $cc -std=c99 -Wall -Wextra -Werror $cflags \
        "$src" "$libdir/libwolfssl.a" -o "$scratch/${prog}_static"
    check "$prog-run-static" "$scratch/${prog}_static"
done
# feature_macros.c once more as an autoconf program builds it: its own
# config.h first (HAVE_CONFIG_H), then wolfssl/options.h.
mkdir "$scratch/app"
cat > "$scratch/app/config.h" <<'EOF_CONFIG'
#define PACKAGE "feature_macros"
#define PACKAGE_NAME "feature_macros"
#define PACKAGE_VERSION "1.0"
#define VERSION "1.0"
#define HAVE_STDINT_H 1
#define HAVE_STRING_H 1
#define STDC_HEADERS 1
EOF_CONFIG
check "feature_macros-build-config-h" $cc -std=c99 -Wall -Wextra -Werror \
    -DHAVE_CONFIG_H -I"$scratch/app" $cflags \
    "$srcdir/tests/build/feature_macros.c" \
    $libs -o "$scratch/feature_macros_config_h"
check "feature_macros-run-config-h" env LD_LIBRARY_PATH="$libdir" \
    "$scratch/feature_macros_config_h"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
