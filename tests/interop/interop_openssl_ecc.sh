#!/bin/sh
# interop_openssl_ecc.sh
#
# Interoperability check against the OpenSSL command line: for P-256,
# P-384 and P-521, OpenSSL generates keys, signs random messages (ECDSA,
# DER) and derives ECDH secrets; the results are converted into the line
# format of tests/kat/wycheproof_ecc (ECDSA verification of OpenSSL's
# signatures, tampered copies that must fail, and ECDH with OpenSSL's
# SubjectPublicKeyInfo and secret) and run through that binary.
# Usage: tests/interop/interop_openssl_ecc.sh [path/to/wycheproof_ecc]
# Binary default: $WOLFSSL_BUILDDIR/tests/kat/wycheproof_ecc; prefix
# $WOLFSSL_TEST_RUNNER (e.g. qemu).  Exit 77 (skip) without openssl.
set -eu
BIN=${1:-${WOLFSSL_BUILDDIR:-.}/tests/kat/wycheproof_ecc}
for tool in openssl python3; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "$tool not found: skip"
        exit 77
    fi
done
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ROUNDS=${ECC_INTEROP_ROUNDS:-4}

for curve in P-256 P-384 P-521; do
    case $curve in
        P-256) id=7;  md=sha256 ;;
        P-384) id=15; md=sha384 ;;
        P-521) id=16; md=sha512 ;;
    esac
    i=0
    while [ $i -lt "$ROUNDS" ]; do
        p="$TMP/$curve.$i"
        openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:$curve \
            -out "$p.a.pem" 2>/dev/null
        openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:$curve \
            -out "$p.b.pem" 2>/dev/null
        openssl pkey -in "$p.a.pem" -pubout -outform DER -out "$p.a.pub"
        openssl pkey -in "$p.b.pem" -pubout -outform DER -out "$p.b.pub"
        openssl pkey -in "$p.b.pem" -pubout -out "$p.b.pubpem"
        openssl ec -in "$p.a.pem" -outform DER -out "$p.a.der" 2>/dev/null
        openssl rand -out "$p.msg" $((17 + i * 13))
        openssl dgst -$md -sign "$p.a.pem" -out "$p.sig" "$p.msg"
        openssl pkeyutl -derive -inkey "$p.a.pem" -peerkey "$p.b.pubpem" \
            -out "$p.ss"
        echo "$id $md $p" >> "$TMP/list"
        i=$((i + 1))
    done
done

python3 - "$TMP/list" > "$TMP/lines" <<'PYEOF'
import sys
HT = {"sha256": 6, "sha384": 7, "sha512": 8}

def tlv(b, i):
    """(tag, content start, content end) of the DER TLV at i."""
    t, l, i = b[i], b[i + 1], i + 2
    if l & 0x80:
        n = l & 0x7F
        l, i = int.from_bytes(b[i:i + n], "big"), i + n
    return t, i, i + l

def spki_point(b):
    _, i, _ = tlv(b, 0)             # SEQUENCE
    _, _, j = tlv(b, i)             # AlgorithmIdentifier
    _, k, e = tlv(b, j)             # BIT STRING
    return b[k + 1:e]

def sec1_private(b):
    _, i, _ = tlv(b, 0)             # SEQUENCE
    _, _, j = tlv(b, i)             # version
    _, k, e = tlv(b, j)             # OCTET STRING
    return b[k:e]

rd = lambda p: open(p, "rb").read()
print("F openssl-interop")
for n, line in enumerate(open(sys.argv[1])):
    cid, md, p = line.split()
    pub = spki_point(rd(p + ".a.pub")).hex()
    msg, sig = rd(p + ".msg").hex(), rd(p + ".sig")
    print("S der %s %d %s %s %s v %d" % (cid, HT[md], pub, msg, sig.hex(),
                                         n))
    bad = bytearray(sig)
    bad[-1] ^= 1                    # last byte of s
    print("S der %s %d %s %s %s i %d" % (cid, HT[md], pub, msg,
                                         bytes(bad).hex(), n))
    print("S der %s %d %s %s %s i %d" % (cid, HT[md], pub, msg[:-2] + "00"
                                         if msg[-2:] != "00" else msg[:-2]
                                         + "01", sig.hex(), n))
    print("H %s %s %s %s v %d" % (cid, rd(p + ".b.pub").hex(),
                                  sec1_private(rd(p + ".a.der")).hex(),
                                  rd(p + ".ss").hex(), n))
PYEOF
${WOLFSSL_TEST_RUNNER:-} "$BIN" < "$TMP/lines"
