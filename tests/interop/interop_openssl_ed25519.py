#!/usr/bin/env python3
"""Ed25519 interoperability with the OpenSSL 3 command line, both ways:
tests/interop/interop_eddsa.py (what is checked) for Ed25519: signatures
of OpenSSL's keys and of ours compared byte for byte and verified both
ways, our DER/PEM encoders read by OpenSSL (which signs with our PKCS #8
file as we do) and OpenSSL's DER/PEM read by our decoders, OpenSSL's
X25519 keys refused.
Usage: interop_openssl_ed25519.py [path/to/ed25519_vectors].
Exits 77 (skip) when openssl is missing or lacks Ed25519.
"""
import sys

import interop_eddsa

if __name__ == "__main__":
    sys.exit(interop_eddsa.main("ED25519"))
