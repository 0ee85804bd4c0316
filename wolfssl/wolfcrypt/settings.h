/* settings.h
 *
 * The one place where build configuration is resolved.  Every other header
 * and source file includes this first (through types.h) and then reads only
 * the feature macros defined here; nothing else looks at the raw options.
 *
 * Where the options come from, in order:
 *   1. WOLFSSL_USER_SETTINGS defined: "user_settings.h" (embedded builds,
 *      see examples/configs/user_settings_embedded.h).
 *   2. otherwise, unless WOLFSSL_NO_OPTIONS_H is defined: <wolfssl/options.h>,
 *      written by ./configure and installed next to this header, so that an
 *      application sees exactly the configuration the library was built with.
 *   3. with neither, the defaults below (everything on, generic math).
 *
 * Digit size: 64-bit digits are used only where a 128-bit integer type
 * exists (__SIZEOF_INT128__ or HAVE___UINT128_T); otherwise, or when the
 * user sets SP_WORD_SIZE to 32, 32-bit digits.  A build never fails with an
 * unknown type: a request for 64-bit digits without a 128-bit type falls
 * back to 32-bit digits.
 */
#ifndef WOLF_CRYPT_SETTINGS_H
#define WOLF_CRYPT_SETTINGS_H

#if !defined(WOLFSSL_USER_SETTINGS) && !defined(WOLFSSL_NO_OPTIONS_H)
    #include <wolfssl/options.h>
#endif
/* An options.h from `configure --enable-usersettings` defines
 * WOLFSSL_USER_SETTINGS, so this also covers applications of such a
 * build. */
#if defined(WOLFSSL_USER_SETTINGS)
    #include "user_settings.h"
#endif

/* ---------------------------------------------------------------------- */
/* Defaults when no configuration said otherwise (options.h always states  */
/* WOLFSSL_OPTIONS_SET, so these apply to hand-made builds only).          */
/* ---------------------------------------------------------------------- */
#if !defined(WOLFSSL_OPTIONS_SET) && !defined(WOLFSSL_USER_SETTINGS)
    #ifndef WOLFSSL_SP_MATH_ALL
        #define WOLFSSL_SP_MATH_ALL
    #endif
    #ifndef HAVE_ECC
        #define HAVE_ECC
    #endif
    #ifndef WC_RSA_PSS
        #define WC_RSA_PSS
    #endif
    #ifndef WOLFSSL_KEY_GEN
        #define WOLFSSL_KEY_GEN
    #endif
    #ifndef WOLFSSL_SHA224
        #define WOLFSSL_SHA224
    #endif
    #ifndef WOLFSSL_SHA384
        #define WOLFSSL_SHA384
    #endif
    #ifndef WOLFSSL_SHA512
        #define WOLFSSL_SHA512
    #endif
    #ifndef WOLFSSL_SM3
        #define WOLFSSL_SM3
    #endif
    #ifndef WOLFSSL_SHA3
        #define WOLFSSL_SHA3
    #endif
    #ifndef WOLFSSL_SHAKE128
        #define WOLFSSL_SHAKE128
    #endif
    #ifndef WOLFSSL_SHAKE256
        #define WOLFSSL_SHAKE256
    #endif
    #ifndef HAVE_CHACHA
        #define HAVE_CHACHA
    #endif
    #ifndef HAVE_XCHACHA
        #define HAVE_XCHACHA
    #endif
    #ifndef HAVE_POLY1305
        #define HAVE_POLY1305
    #endif
#endif

/* XChaCha20 is ChaCha20 with a derived key. */
#if defined(HAVE_XCHACHA) && !defined(HAVE_CHACHA)
    #undef HAVE_XCHACHA
#endif

/* SHAKE is the SHA-3 sponge with another domain byte. */
#if (defined(WOLFSSL_SHAKE128) || defined(WOLFSSL_SHAKE256)) && \
    !defined(WOLFSSL_SHA3)
    #define WOLFSSL_SHA3
#endif

/* SHA-384 is SHA-512 with other constants: one needs the other's code. */
#if defined(WOLFSSL_SHA384) && !defined(WOLFSSL_SHA512)
    #define WOLFSSL_SHA512
#endif

/* SM2 signs with SM3. */
#if defined(WOLFSSL_SM2) && !defined(WOLFSSL_SM3)
    #define WOLFSSL_SM3
#endif

/* ---------------------------------------------------------------------- */
/* Target and digit size                                                   */
/* ---------------------------------------------------------------------- */
#if defined(__riscv) && defined(__riscv_xlen) && (__riscv_xlen == 64)
    #define WOLFSSL_TARGET_RISCV64
#endif

#if defined(__SIZEOF_INT128__) || defined(HAVE___UINT128_T)
    #define WOLFSSL_HAVE_UINT128
#endif

#if defined(__LP64__) || defined(_LP64) || defined(__x86_64__) || \
    defined(__aarch64__) || (defined(__riscv_xlen) && __riscv_xlen == 64)
    #define WOLFSSL_64BIT_CPU
#endif

/* SP_WORD_SIZE: bits per big-number digit, 32 or 64.  Users may set it to
 * 32 to force 32-bit digits on a 64-bit host (this is how the sp_c32 tier
 * is tested on x86-64). */
#if defined(SP_WORD_SIZE) && (SP_WORD_SIZE != 32) && (SP_WORD_SIZE != 64)
    #error "SP_WORD_SIZE must be 32 or 64"
#endif
#if !defined(WOLFSSL_HAVE_UINT128) || !defined(WOLFSSL_64BIT_CPU)
    /* No 128-bit product type: 32-bit digits whatever was asked for. */
    #undef  SP_WORD_SIZE
    #define SP_WORD_SIZE 32
#elif !defined(SP_WORD_SIZE)
    #define SP_WORD_SIZE 64
#endif

/* Largest operand the generic sp_int handles, in bits. */
#ifndef SP_INT_BITS
    #define SP_INT_BITS 8192
#endif

/* ---------------------------------------------------------------------- */
/* Math backends                                                           */
/* ---------------------------------------------------------------------- */
/* The generic sp_int is always built: key generation, parsing and sizes the
 * fixed-size layer does not cover go through it. */
#ifndef WOLFSSL_SP_MATH_ALL
    #define WOLFSSL_SP_MATH_ALL
#endif

/* WOLFSSL_SP_RISCV64 (inline-asm word helpers inside sp_int.c) is only
 * meaningful on a 64-bit RISC-V target with 64-bit digits. */
#if defined(WOLFSSL_SP_RISCV64) && \
    (!defined(WOLFSSL_TARGET_RISCV64) || SP_WORD_SIZE != 64)
    #undef WOLFSSL_SP_RISCV64
#endif

#if defined(WOLFSSL_SP_RISCV64_ASM)
    #if !defined(WOLFSSL_TARGET_RISCV64)
        #error "WOLFSSL_SP_RISCV64_ASM needs a 64-bit RISC-V target: remove \
it (or WC_CFG_ASM_SP) for this CPU"
    #endif
    #if SP_WORD_SIZE != 64
        #error "WOLFSSL_SP_RISCV64_ASM needs 64-bit digits: a compiler with \
__int128 and no SP_WORD_SIZE 32"
    #endif
#endif

/* SAKKE on the fixed-size SP layer (sp_ecc_*_1024, sp_Pairing_1024,
 * sp_ModExp_Fp_star_1024) whenever SAKKE is built with the SP ECC switch;
 * WOLFSSL_NO_SP_SAKKE keeps SAKKE on the generic sp_int. */
#if defined(WOLFCRYPT_HAVE_SAKKE) && defined(WOLFSSL_HAVE_SP_ECC) && \
    !defined(WOLFSSL_NO_SP_SAKKE) && !defined(WOLFSSL_HAVE_SP_SAKKE)
    #define WOLFSSL_HAVE_SP_SAKKE
#endif

/* X25519's scalar multiplication is the SP backends' sp_x25519 (every
 * backend has it, SP switches or not).  WC_SP_X25519 is this project's own
 * switch of that code: an upstream tree that takes a backend as its
 * sp_c64.c (doc/DROPIN.md) keeps its own curve25519 and never sets it. */
#if defined(HAVE_CURVE25519) && !defined(WC_SP_X25519)
    #define WC_SP_X25519
#endif
/* Ed25519's group and scalar arithmetic likewise (sp_ed25519_*). */
#if defined(HAVE_ED25519) && !defined(WC_SP_ED25519)
    #define WC_SP_ED25519
#endif
/* X448's likewise (sp_x448). */
#if defined(HAVE_CURVE448) && !defined(WC_SP_X448)
    #define WC_SP_X448
#endif
/* Ed448's group and scalar arithmetic likewise (sp_ed448_*). */
#if defined(HAVE_ED448) && !defined(WC_SP_ED448)
    #define WC_SP_ED448
#endif

/* ---------------------------------------------------------------------- */
/* Feature macros                                                          */
/* ---------------------------------------------------------------------- */
/* The macros wolfCrypt programs test (#ifdef WC_RSA_BLINDING, #ifndef
 * NO_AES, ...), with upstream wolfSSL's names and meanings, derived here
 * from the options above so that every build path agrees: configure
 * writes them into options.h by running this header through the
 * preprocessor (configure.ac), user_settings.h builds get them from here.
 * Each is defined exactly when the library has what upstream means by it;
 * doc/FEATURE_MACROS.md is the table, with the upstream macros left
 * undefined on purpose, and tests/build/feature_macros.py checks it. */

/* Always true of this library: HKDF (hmac.c), the Hash_DRBG with its seed
 * callback (random.c), generic math exported as mp_* (sp_int.h) and
 * constant time in every secret operand (TFM_TIMING_RESISTANT), PEM <->
 * DER and unencrypted PKCS #8 for keys (asn.c). */
#undef  HAVE_HKDF
#define HAVE_HKDF
#undef  HAVE_HASHDRBG
#define HAVE_HASHDRBG
#undef  WC_RNG_SEED_CB
#define WC_RNG_SEED_CB
#undef  WOLFSSL_PUBLIC_MP
#define WOLFSSL_PUBLIC_MP
#undef  TFM_TIMING_RESISTANT
#define TFM_TIMING_RESISTANT
#undef  WOLFSSL_PEM_TO_DER
#define WOLFSSL_PEM_TO_DER
#undef  WOLFSSL_DER_TO_PEM
#define WOLFSSL_DER_TO_PEM
#undef  WOLFSSL_PUB_PEM_TO_DER
#define WOLFSSL_PUB_PEM_TO_DER
#undef  HAVE_PKCS8
#define HAVE_PKCS8
/* X.509 (doc/X509.md): certificate and request generation with the Cert
 * extension fields and subjectAltNames, iPAddress names. */
#undef  WOLFSSL_CERT_GEN
#define WOLFSSL_CERT_GEN
#undef  WOLFSSL_CERT_REQ
#define WOLFSSL_CERT_REQ
#undef  WOLFSSL_CERT_EXT
#define WOLFSSL_CERT_EXT
#undef  WOLFSSL_ALT_NAMES
#define WOLFSSL_ALT_NAMES
#undef  WOLFSSL_IP_ALT_NAME
#define WOLFSSL_IP_ALT_NAME

/* TLS (doc/TLS.md): TLS 1.3 client and server with hello extensions,
 * SNI, ALPN, the named groups and resumption from session tickets; the
 * system CA store where there is a file system.  TLS 1.2 and older and
 * external PSKs are not built yet: the NO_* / WOLFSSL_NO_* names say
 * so. */
#undef  WOLFSSL_TLS13
#define WOLFSSL_TLS13
#undef  HAVE_TLS_EXTENSIONS
#define HAVE_TLS_EXTENSIONS
#undef  HAVE_SNI
#define HAVE_SNI
#undef  HAVE_ALPN
#define HAVE_ALPN
#undef  HAVE_SUPPORTED_CURVES
#define HAVE_SUPPORTED_CURVES
#undef  HAVE_SESSION_TICKET
#define HAVE_SESSION_TICKET
#undef  WOLFSSL_NO_TLS12
#define WOLFSSL_NO_TLS12
#undef  NO_OLD_TLS
#define NO_OLD_TLS
#undef  NO_PSK
#define NO_PSK
#ifndef NO_FILESYSTEM
    #undef  WOLFSSL_SYS_CA_CERTS
    #define WOLFSSL_SYS_CA_CERTS
#endif

/* What upstream builds by default and this library does not have: the
 * NO_* names tell a program not to call it. */
#undef  NO_DES3
#define NO_DES3
#undef  NO_RC4
#define NO_RC4
#undef  NO_MD4
#define NO_MD4
#undef  NO_MD5
#define NO_MD5
#undef  NO_DSA
#define NO_DSA
#undef  NO_PWDBASED
#define NO_PWDBASED
#undef  NO_KDF
#define NO_KDF
#undef  NO_CODING
#define NO_CODING
#undef  NO_SIG_WRAPPER
#define NO_SIG_WRAPPER
#undef  WOLFSSL_NOSHA512_224
#define WOLFSSL_NOSHA512_224
#undef  WOLFSSL_NOSHA512_256
#define WOLFSSL_NOSHA512_256

/* AES: every mode of aes.h is built with the cipher (aes.c, block_modes.c;
 * NO_AES leaves AES out). */
#ifndef NO_AES
    #undef  HAVE_AES_ECB
    #define HAVE_AES_ECB
    #undef  HAVE_AES_CBC
    #define HAVE_AES_CBC
    #undef  HAVE_AES_DECRYPT
    #define HAVE_AES_DECRYPT
    #undef  WOLFSSL_AES_COUNTER
    #define WOLFSSL_AES_COUNTER
    #undef  WOLFSSL_AES_DIRECT
    #define WOLFSSL_AES_DIRECT
    #undef  HAVE_AESGCM
    #define HAVE_AESGCM
    #undef  WOLFSSL_AESGCM_STREAM
    #define WOLFSSL_AESGCM_STREAM
    #undef  HAVE_AESCCM
    #define HAVE_AESCCM
    #undef  WOLFSSL_AES_XTS
    #define WOLFSSL_AES_XTS
    #undef  WOLFSSL_AES_128
    #define WOLFSSL_AES_128
    #undef  WOLFSSL_AES_192
    #define WOLFSSL_AES_192
    #undef  WOLFSSL_AES_256
    #define WOLFSSL_AES_256
#endif

/* RSA: private operations take an RNG (wc_RsaSetRNG, else MISSING_RNG_E)
 * and the generic path blinds with it; PSS takes salts longer than the
 * hash and RSA_PSS_SALT_LEN_DISCOVER. */
#ifndef NO_RSA
    #undef  WC_RSA_BLINDING
    #define WC_RSA_BLINDING
    #ifdef WC_RSA_PSS
        #undef  WOLFSSL_PSS_LONG_SALT
        #define WOLFSSL_PSS_LONG_SALT
        #undef  WOLFSSL_PSS_SALT_LEN_DISCOVER
        #define WOLFSSL_PSS_SALT_LEN_DISCOVER
    #endif
#endif

/* Ed25519: signing, verification, raw import and export of keys; it
 * hashes with SHA-512. */
#ifdef HAVE_ED25519
    #if !defined(WOLFSSL_SHA512)
        #error "HAVE_ED25519 needs SHA-512 (WOLFSSL_SHA512)"
    #endif
    #undef  HAVE_ED25519_SIGN
    #define HAVE_ED25519_SIGN
    #undef  HAVE_ED25519_VERIFY
    #define HAVE_ED25519_VERIFY
    #undef  HAVE_ED25519_KEY_EXPORT
    #define HAVE_ED25519_KEY_EXPORT
    #undef  HAVE_ED25519_KEY_IMPORT
    #define HAVE_ED25519_KEY_IMPORT
#endif

/* Ed448 likewise; it hashes with SHAKE256. */
#ifdef HAVE_ED448
    #if !defined(WOLFSSL_SHAKE256)
        #error "HAVE_ED448 needs SHAKE256 (WOLFSSL_SHAKE256)"
    #endif
    #undef  HAVE_ED448_SIGN
    #define HAVE_ED448_SIGN
    #undef  HAVE_ED448_VERIFY
    #define HAVE_ED448_VERIFY
    #undef  HAVE_ED448_KEY_EXPORT
    #define HAVE_ED448_KEY_EXPORT
    #undef  HAVE_ED448_KEY_IMPORT
    #define HAVE_ED448_KEY_IMPORT
#endif

/* X25519: the shared secret, raw import and export of keys. */
#ifdef HAVE_CURVE25519
    #undef  HAVE_CURVE25519_SHARED_SECRET
    #define HAVE_CURVE25519_SHARED_SECRET
    #undef  HAVE_CURVE25519_KEY_EXPORT
    #define HAVE_CURVE25519_KEY_EXPORT
    #undef  HAVE_CURVE25519_KEY_IMPORT
    #define HAVE_CURVE25519_KEY_IMPORT
#endif
/* X448 likewise. */
#ifdef HAVE_CURVE448
    #undef  HAVE_CURVE448_SHARED_SECRET
    #define HAVE_CURVE448_SHARED_SECRET
    #undef  HAVE_CURVE448_KEY_EXPORT
    #define HAVE_CURVE448_KEY_EXPORT
    #undef  HAVE_CURVE448_KEY_IMPORT
    #define HAVE_CURVE448_KEY_IMPORT
#endif

/* ECC: P-256 always, P-384 and P-521 when sp_int holds them; every
 * operation; constant-time scalar multiplication; verification combines
 * u1 G + u2 Q on one chain of doublings (ECC_SHAMIR); compressed points;
 * RFC 6979 nonces. */
#ifdef HAVE_ECC
    #undef  ECC_TIMING_RESISTANT
    #define ECC_TIMING_RESISTANT
    #undef  ECC_SHAMIR
    #define ECC_SHAMIR
    #undef  HAVE_ECC_SIGN
    #define HAVE_ECC_SIGN
    #undef  HAVE_ECC_VERIFY
    #define HAVE_ECC_VERIFY
    #undef  HAVE_ECC_DHE
    #define HAVE_ECC_DHE
    #undef  HAVE_ECC_CHECK_KEY
    #define HAVE_ECC_CHECK_KEY
    #undef  HAVE_ECC_KEY_IMPORT
    #define HAVE_ECC_KEY_IMPORT
    #undef  HAVE_ECC_KEY_EXPORT
    #define HAVE_ECC_KEY_EXPORT
    #undef  HAVE_COMP_KEY
    #define HAVE_COMP_KEY
    #undef  WOLFSSL_ECDSA_DETERMINISTIC_K
    #define WOLFSSL_ECDSA_DETERMINISTIC_K
    #undef  HAVE_ECC256
    #define HAVE_ECC256
    #if SP_INT_BITS >= 384
        #undef  HAVE_ECC384
        #define HAVE_ECC384
    #endif
    #if SP_INT_BITS >= 521
        #undef  HAVE_ECC521
        #define HAVE_ECC521
    #endif
    /* The smallest curve is P-256 (SM2 too). */
    #ifndef ECC_MIN_KEY_SZ
        #define ECC_MIN_KEY_SZ 256
    #elif ECC_MIN_KEY_SZ < 256
        #error "ECC_MIN_KEY_SZ: the smallest curve here is 256 bits"
    #endif
#endif

/* DH: the RFC 7919 groups sp_int can hold, with q = (p - 1) / 2; key-pair
 * import/export and DHParameter DER output (WOLFSSL_DH_EXTRA). */
#ifndef NO_DH
    #undef  WOLFSSL_DH_EXTRA
    #define WOLFSSL_DH_EXTRA
    #if SP_INT_BITS >= 2048
        #undef  HAVE_FFDHE
        #define HAVE_FFDHE
        #undef  HAVE_FFDHE_Q
        #define HAVE_FFDHE_Q
        #undef  HAVE_FFDHE_2048
        #define HAVE_FFDHE_2048
    #endif
    #if SP_INT_BITS >= 3072
        #undef  HAVE_FFDHE_3072
        #define HAVE_FFDHE_3072
    #endif
    #if SP_INT_BITS >= 4096
        #undef  HAVE_FFDHE_4096
        #define HAVE_FFDHE_4096
    #endif
    #if SP_INT_BITS >= 6144
        #undef  HAVE_FFDHE_6144
        #define HAVE_FFDHE_6144
    #endif
    #if SP_INT_BITS >= 8192
        #undef  HAVE_FFDHE_8192
        #define HAVE_FFDHE_8192
    #endif
#endif

/* The sizes of the fixed-size SP layer, by upstream's names: 4096-bit
 * RSA/DH (1024 to 3072 need no macro), P-384 and P-521, SAKKE's 1024-bit
 * curve, SM2. */
#if defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH)
    #undef  WOLFSSL_SP_4096
    #define WOLFSSL_SP_4096
#endif
#ifdef WOLFSSL_HAVE_SP_ECC
    #undef  WOLFSSL_SP_384
    #define WOLFSSL_SP_384
    #undef  WOLFSSL_SP_521
    #define WOLFSSL_SP_521
    #ifdef WOLFSSL_SM2
        #undef  WOLFSSL_SP_SM2
        #define WOLFSSL_SP_SM2
    #endif
#endif
#ifdef WOLFSSL_HAVE_SP_SAKKE
    #undef  WOLFSSL_SP_1024
    #define WOLFSSL_SP_1024
#endif

/* ---------------------------------------------------------------------- */
/* Memory                                                                  */
/* ---------------------------------------------------------------------- */
/* Small stack: large temporaries go on the heap instead of the stack. */
/* (WOLFSSL_SMALL_STACK may be defined by the user.) */

#endif /* WOLF_CRYPT_SETTINGS_H */
