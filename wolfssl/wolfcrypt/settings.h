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

/* ---------------------------------------------------------------------- */
/* Memory                                                                  */
/* ---------------------------------------------------------------------- */
/* Small stack: large temporaries go on the heap instead of the stack. */
/* (WOLFSSL_SMALL_STACK may be defined by the user.) */

#endif /* WOLF_CRYPT_SETTINGS_H */
