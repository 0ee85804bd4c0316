#!/usr/bin/env python3
"""Ed448 interoperability with the OpenSSL 3 command line, both ways:
tests/interop/interop_eddsa.py (what is checked) for Ed448: signatures
(pure Ed448, empty context) of OpenSSL's keys and of ours compared byte
for byte and verified both ways (genpkey -algorithm ED448, pkeyutl -sign
-rawin / -verify), our DER/PEM encoders read by OpenSSL (which signs with
our PKCS #8 file as we do) and OpenSSL's DER/PEM read by our decoders,
OpenSSL's X448 keys refused.
Usage: interop_openssl_ed448.py [path/to/ed448_vectors].
Exits 77 (skip) when openssl is missing or lacks Ed448.
"""
import sys

import interop_eddsa

if __name__ == "__main__":
    sys.exit(interop_eddsa.main("ED448"))
