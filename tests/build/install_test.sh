#!/bin/sh
# install_test.sh -- `make install` into a scratch prefix, then build the
# example programs (examples/api_demo.c, rsa_sign_verify.c, ecdh.c,
# sakke.c, cert_chain.c) and tests/build/feature_macros.c (a program acting on the feature
# macros, doc/FEATURE_MACROS.md) out of tree with nothing but `pkg-config
# --cflags --libs wolfssl` (shared library) and run them, the same against
# the static library, and feature_macros.c once more with an autoconf
# config.h (HAVE_CONFIG_H) before options.h.  The TLS examples
# (examples/client.c, server.c), once the installed ssl.h has the TLS
# layer, are built the same two ways and talk to each other over
# loopback (certificates from openssl; without it they are only built).
# The examples need RSA, ECC and SAKKE: configure with --enable-all (the
# install cell of the CI matrix does).  Proves that the installed headers
# (version.h, options.h and its feature macros), libwolfssl and
# wolfssl.pc are complete and that programs written against the wolfCrypt
# API compile and link unchanged.
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
# The TLS examples: built like the others, then examples/server (any
# free port, a leaf for localhost under a CA made here) answers
# examples/client, which verifies it.
tls_loopback() { # tls_loopback shared|static
    dir="$scratch/tls-$1"
    mkdir "$dir"
    printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' > "$dir/ext.cnf"
    { openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 \
          -nodes -keyout "$dir/ca.key" -out "$dir/ca.pem" \
          -subj "/CN=install CA" -days 2 &&
      openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
          -keyout "$dir/key.pem" -out "$dir/leaf.csr" -subj /CN=localhost &&
      openssl x509 -req -in "$dir/leaf.csr" -CA "$dir/ca.pem" \
          -CAkey "$dir/ca.key" -set_serial 2 -days 2 \
          -extfile "$dir/ext.cnf" -out "$dir/cert.pem"; } \
        > "$dir/openssl.log" 2>&1 || { cat "$dir/openssl.log"; return 1; }
    env LD_LIBRARY_PATH="$libdir" timeout 60 "$scratch/server_$1" -p 0 \
        -c "$dir/cert.pem" -k "$dir/key.pem" > "$dir/server.out" 2>&1 &
    server=$!
    port=
    for _ in $(seq 100); do
        port=$(sed -n 's/^listening on port //p' "$dir/server.out")
        [ -n "$port" ] && break
        sleep 0.1
    done
    client_rc=1
    if [ -n "$port" ]; then
        env LD_LIBRARY_PATH="$libdir" timeout 60 "$scratch/client_$1" \
            -p "$port" -A "$dir/ca.pem" > "$dir/client.out" 2>&1
        client_rc=$?
    fi
    wait "$server"
    server_rc=$?
    cat "$dir/client.out" "$dir/server.out" 2>/dev/null
    [ "$client_rc" -eq 0 ] && [ "$server_rc" -eq 0 ] &&
        grep -q '^Server response: I hear you fa shizzle!$' "$dir/client.out"
}
if grep -q wolfSSL_connect "$root/include/wolfssl/ssl.h"; then
    for kind in shared static; do
        for prog in client server; do
            if [ "$kind" = shared ]; then
                lib=$libs
            else
                lib="$libdir/libwolfssl.a"
            fi
            check "$prog-build-$kind" $cc -std=c99 -Wall -Wextra -Werror \
                $cflags "$srcdir/examples/$prog.c" $lib \
                -o "$scratch/${prog}_$kind"
        done
        if command -v openssl > /dev/null 2>&1; then
            check "client-server-run-$kind" tls_loopback "$kind"
        fi
    done
else
    echo "SKIP TLS examples: the installed ssl.h has no TLS layer"
fi
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
