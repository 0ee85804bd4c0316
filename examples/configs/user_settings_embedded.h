/* user_settings_embedded.h -- configuration template for embedded builds
 * (bare metal or an RTOS) made without ./configure.
 *
 * How to use it
 *   Copy this file into your project as user_settings.h (or keep this name
 *   and add a user_settings.h that #includes it), edit the WC_CFG_* switches
 *   in part 1, and compile every library source with
 *       -DWOLFSSL_USER_SETTINGS -I<folder of user_settings.h> -I<wolfssl top>
 *   settings.h then reads the options from here.  Each switch can also be
 *   set on the command line (-DWC_CFG_ECC=0): part 1 only gives defaults.
 *   examples/baremetal/ builds the library and testwolfcrypt from this file
 *   for RISC-V 64 bare metal and runs them under qemu-system-riscv64.
 *
 * Source files to compile (all under wolfcrypt/src/)
 *   always:    error.c memory.c wc_port.c riscv_cpu.c random.c asn.c
 *              riscv_vcrypto.c (the RISC-V vector-crypto kernels: empty
 *              unless riscv64 with WOLFSSL_RISCV_ASM)
 *              sp_int.c sp_int_conv.c sp_int_exptmod.c sp_int_prime.c
 *              hash_md.c sha.c sha256.c sha512.c sm3.c hmac.c hash.c
 *              curve_consts.c (the ECC and SAKKE constants: empty
 *              without ECC and SAKKE)
 *              xdh.c (what X25519 and X448 share: empty without both)
 *              eddsa.c (what Ed25519 and Ed448 share: empty without
 *              both)
 *              rfc8410.c (the RFC 8410 key decoding steps the four
 *              curves share: empty without them)
 *   WC_CFG_RSA:   rsa.c rsa_pad.c rsa_asn.c
 *   WC_CFG_DH:    dh.c dh_asn.c
 *   WC_CFG_ECC:   ecc.c ecc_point.c ecc_asn.c
 *   WC_CFG_SAKKE: sakke.c sakke_math.c
 *   WC_CFG_SM2:   sm2.c
 *   WC_CFG_CURVE25519: curve25519.c curve25519_asn.c (X25519)
 *   WC_CFG_CURVE448: curve448.c curve448_asn.c (X448)
 *   WC_CFG_ED25519: ed25519.c ed25519_asn.c (Ed25519; needs WC_CFG_SHA512)
 *   WC_CFG_ED448: ed448.c ed448_asn.c (Ed448; needs WC_CFG_SHA3)
 *   WC_CFG_SM4:   sm4.c sm4_core.c
 *   WC_CFG_AES:   aes.c aes_bitslice.c aes_riscv.c (empty without it);
 *                 block_modes.c (the mode layer of AES and SM4) always
 *   WC_CFG_SHA3:  sha3.c sha3_keccak.c (SHA-3, SHAKE128/256)
 *   WC_CFG_CHACHA: chacha.c poly1305.c chacha20_poly1305.c
 *   (algorithm files not listed here follow the same rule: rsa*.c, dh*.c,
 *   ecc*.c, sakke*.c, sm2*.c, sm4*.c, curve25519*.c, curve448*.c,
 *   ed25519*.c, ed448*.c go with their switch, the rest always)
 *   the fixed-size SP layer (WC_CFG_SP or WC_CFG_ASM_SP), one file per CPU:
 *     RISC-V 64 with WC_CFG_ASM_SP   sp_riscv64.c   (RV64IM inline asm)
 *     other 64-bit CPUs (x86-64, aarch64, RISC-V 64 without ASM_SP,
 *       generic 64-bit with __int128)  sp_c64.c     (C, 64-bit digits)
 *     32-bit CPUs (RISC-V 32, Arm 32, generic 32-bit, or any CPU whose
 *       compiler lacks __int128)       sp_c32.c     (C, 32-bit digits)
 *   Compiling all three SP files is also fine: each one is empty unless
 *   this configuration selects it (that is what ./configure does).
 *   testwolfcrypt: wolfcrypt/test/test.c and the test_*.c of the algorithms
 *   you enabled (test_hash.c test_random.c test_sp_int.c always).
 *
 * Compiler flags (GCC or Clang; C99)
 *   RISC-V 64:  -march=rv64imac -mabi=lp64 (or rv64gc/lp64d)
 *               -mcmodel=medany when the image sits at or above 2 GiB
 *               (RAM at 0x80000000, as on qemu virt and most boards)
 *   RISC-V 32:  -march=rv32imac -mabi=ilp32
 *   Arm 32:     -mcpu=<core> -mthumb (32-bit digits)
 *   all:        -Os (or -O2), -ffunction-sections -fdata-sections and
 *               -Wl,--gc-sections to drop what you do not call.
 *   The RISC-V 64 assembly builds at any -O level, with or without
 *   -fno-omit-frame-pointer, and with -fPIC.
 *
 * Entropy.  A build without an operating system has no random source
 * unless you name one (WC_CFG_SEED in part 1).  Key generation, RSA
 * blinding, ECDSA nonces and padding all depend on it: a predictable seed
 * gives away private keys.  qemu's virt board has no RNG device by default;
 * examples/baremetal uses the RISC-V Zkr `seed` CSR, which qemu provides
 * with `-cpu rv64,zkr=true` (filled from the host's getrandom()).
 *
 * Part 2 turns the switches into the library's own macros; you should not
 * need to edit it.  settings.h checks what is left and derives from it the
 * feature macros programs written for wolfCrypt test (WC_RSA_BLINDING,
 * HAVE_ECC384, HAVE_FFDHE_2048 ... HAVE_FFDHE_<WC_CFG_MAX_BITS>, NO_AES,
 * ...), exactly as for a ./configure build: see
 * doc/FEATURE_MACROS.md for those and doc/ASM_AND_MATH_DEFINES.md for the
 * math and assembly macros.
 */
#ifndef WOLFSSL_USER_SETTINGS_EMBEDDED_H
#define WOLFSSL_USER_SETTINGS_EMBEDDED_H

/* ====================================================================== */
/* Part 1: the switches                                                    */
/* ====================================================================== */

/* --- CPU ---------------------------------------------------------------
 * Leave all commented out to detect the CPU from the compiler's macros, or
 * define exactly one.  A named CPU must match the compiler (an #error says
 * so otherwise), except GENERIC32 / GENERIC64, which force portable C on
 * any CPU (GENERIC32 also forces 32-bit digits).
 *   WC_CFG_CPU_RISCV64   64-bit RISC-V (RV64IM or more)
 *   WC_CFG_CPU_RISCV32   32-bit RISC-V
 *   WC_CFG_CPU_AARCH64   64-bit Arm
 *   WC_CFG_CPU_ARM32     32-bit Arm (Cortex-M, Cortex-A in AArch32)
 *   WC_CFG_CPU_X86_64    x86-64
 *   WC_CFG_CPU_GENERIC64 any 64-bit CPU, portable C only
 *   WC_CFG_CPU_GENERIC32 any CPU, portable C with 32-bit digits */
/* #define WC_CFG_CPU_RISCV64 */

/* --- Public-key algorithms (1 = on, 0 = off) --------------------------- */
#ifndef WC_CFG_RSA
    #define WC_CFG_RSA      1   /* RSA (PKCS #1 v1.5, OAEP) */
#endif
#ifndef WC_CFG_RSA_PSS
    #define WC_CFG_RSA_PSS  1   /* RSA-PSS signatures */
#endif
#ifndef WC_CFG_KEYGEN
    #define WC_CFG_KEYGEN   1   /* WOLFSSL_KEY_GEN, for programs that
                                 * test it (this version builds
                                 * wc_MakeRsaKey either way) */
#endif
#ifndef WC_CFG_DH
    #define WC_CFG_DH       1   /* finite-field Diffie-Hellman */
#endif
#ifndef WC_CFG_ECC
    #define WC_CFG_ECC      1   /* ECDSA / ECDH, P-256, P-384, P-521 */
#endif
#ifndef WC_CFG_SAKKE
    #define WC_CFG_SAKKE    0   /* SAKKE (RFC 6508/6509) */
#endif
#ifndef WC_CFG_SM2
    #define WC_CFG_SM2      0   /* SM2 signatures and key exchange
                                 * (turns SM3 on) */
#endif
#ifndef WC_CFG_CURVE25519
    #define WC_CFG_CURVE25519 1 /* X25519 key agreement (RFC 7748) */
#endif
#ifndef WC_CFG_CURVE448
    #define WC_CFG_CURVE448 1   /* X448 key agreement (RFC 7748) */
#endif
#ifndef WC_CFG_ED25519
    #define WC_CFG_ED25519  1   /* Ed25519 signatures (RFC 8032; needs
                                 * WC_CFG_SHA512; its signing comb is a
                                 * 30 KiB constant table) */
#endif
#ifndef WC_CFG_ED448
    #define WC_CFG_ED448    1   /* Ed448 signatures (RFC 8032; needs
                                 * WC_CFG_SHA3 for SHAKE256) */
#endif
#ifndef WC_CFG_SM4
    #define WC_CFG_SM4      0   /* SM4: ECB, CBC, CTR, GCM, CCM, XTS */
#endif

/* --- Symmetric ciphers --------------------------------------------------- */
#ifndef WC_CFG_AES
    #define WC_CFG_AES      1   /* AES: ECB, CBC, CTR, GCM, CCM, XTS */
#endif

/* --- Hashes (SHA-256 and HMAC are always built) ------------------------ */
#ifndef WC_CFG_SHA1
    #define WC_CFG_SHA1     1   /* SHA-1 (legacy verification only) */
#endif
#ifndef WC_CFG_SHA224
    #define WC_CFG_SHA224   1
#endif
#ifndef WC_CFG_SHA512
    #define WC_CFG_SHA512   1   /* SHA-384 and SHA-512 */
#endif
#ifndef WC_CFG_SM3
    #define WC_CFG_SM3      1
#endif
#ifndef WC_CFG_SHA3
    #define WC_CFG_SHA3     1   /* SHA3-224..512, SHAKE128/256, HMAC-SHA3 */
#endif
#ifndef WC_CFG_CHACHA
    #define WC_CFG_CHACHA   1   /* ChaCha20, Poly1305, (X)ChaCha20-Poly1305 */
#endif

/* --- Big-number math ---------------------------------------------------
 * WC_CFG_SP      the fixed-size, constant-time SP layer for the sizes it
 *                covers (RSA/DH 1024-4096, the ECC curves): portable C
 *                (sp_c64.c / sp_c32.c).  Other sizes use sp_int.
 * WC_CFG_ASM_SP  big-number assembly.  On RISC-V 64 this selects the
 *                RV64IM backend sp_riscv64.c (WOLFSSL_SP_RISCV64_ASM) and
 *                everything it needs: the SP layer and 64-bit digits.
 *                Default: 1 on RISC-V 64 when WC_CFG_SP is 1, else 0.
 *                No other CPU has SP assembly in this version: an #error
 *                says so rather than building C behind your back.
 * WC_CFG_MAX_BITS largest number the generic sp_int handles (SP_INT_BITS):
 *                the largest RSA/DH modulus you need.  Every sp_int
 *                holds twice this, so it sets the stack (or heap) use. */
#ifndef WC_CFG_SP
    #define WC_CFG_SP       1
#endif
/* WC_CFG_ASM_SP: default 1 on RISC-V 64 with WC_CFG_SP, else 0 (set in
 * part 2, after the CPU is known); define it to 0 for the C SP layer. */
/* #define WC_CFG_ASM_SP   0 */
#ifndef WC_CFG_MAX_BITS
    #define WC_CFG_MAX_BITS 4096
#endif

/* --- Memory ------------------------------------------------------------
 * WC_CFG_SMALL_STACK  big temporaries go on the heap instead of the stack
 *                     (WOLFSSL_SMALL_STACK).
 * WC_CFG_NO_MALLOC    no heap at all (WOLFSSL_NO_MALLOC).  In this version
 *                     only the hashes, HMAC and the DRBG work without a
 *                     heap: RSA, DH and ECC allocate their working space,
 *                     so WC_CFG_NO_MALLOC with any of them is an #error. */
#ifndef WC_CFG_SMALL_STACK
    #define WC_CFG_SMALL_STACK  0
#endif
#ifndef WC_CFG_NO_MALLOC
    #define WC_CFG_NO_MALLOC    0
#endif

/* --- Entropy source for the DRBG ---------------------------------------
 * WC_CFG_SEED_USER  (default) you provide, in your board code,
 *                       int wc_cfg_seed_read(unsigned char* out,
 *                                            unsigned int sz);
 *                   filling out[0..sz) from a true random source (the
 *                   SoC's TRNG) and returning 0, or a negative wolfCrypt
 *                   error code.  Until you write it the link fails with
 *                   "undefined reference to wc_cfg_seed_read": on purpose.
 * WC_CFG_SEED_ZKR   RISC-V only: the Zkr entropy source, `seed` CSR
 *                   (0x015), 16 bits per ES16 poll.  Works in M-mode, or
 *                   in S/U-mode when mseccfg.SSEED/USEED allow it.  Use it
 *                   only on a core that implements Zkr (qemu: -cpu
 *                   rv64,zkr=true); elsewhere the read traps (illegal
 *                   instruction).  The raw samples are conditioned by the
 *                   DRBG's Hash_df; check your core's entropy-source
 *                   documentation for its min-entropy claim.
 * WC_CFG_SEED_OS    the operating system's source (Linux getrandom() or
 *                   /dev/urandom): for hosted builds of this template.
 * Whatever is chosen, wc_SetSeed_Cb() can replace it at run time. */
#define WC_CFG_SEED_USER    1
#define WC_CFG_SEED_ZKR     2
#define WC_CFG_SEED_OS      3
#ifndef WC_CFG_SEED
    #define WC_CFG_SEED     WC_CFG_SEED_USER
#endif

/* ====================================================================== */
/* Part 2: switches -> library macros (no need to edit below)              */
/* ====================================================================== */

/* --- CPU detection and checks ------------------------------------------ */
#if !defined(WC_CFG_CPU_RISCV64) && !defined(WC_CFG_CPU_RISCV32) && \
    !defined(WC_CFG_CPU_AARCH64) && !defined(WC_CFG_CPU_ARM32) && \
    !defined(WC_CFG_CPU_X86_64) && !defined(WC_CFG_CPU_GENERIC64) && \
    !defined(WC_CFG_CPU_GENERIC32)
    #if defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 64
        #define WC_CFG_CPU_RISCV64
    #elif defined(__riscv)
        #define WC_CFG_CPU_RISCV32
    #elif defined(__aarch64__)
        #define WC_CFG_CPU_AARCH64
    #elif defined(__arm__)
        #define WC_CFG_CPU_ARM32
    #elif defined(__x86_64__)
        #define WC_CFG_CPU_X86_64
    #elif defined(__SIZEOF_POINTER__) && __SIZEOF_POINTER__ == 8
        #define WC_CFG_CPU_GENERIC64
    #else
        #define WC_CFG_CPU_GENERIC32
    #endif
#endif

#if (defined(WC_CFG_CPU_RISCV64) + defined(WC_CFG_CPU_RISCV32) + \
     defined(WC_CFG_CPU_AARCH64) + defined(WC_CFG_CPU_ARM32) + \
     defined(WC_CFG_CPU_X86_64) + defined(WC_CFG_CPU_GENERIC64) + \
     defined(WC_CFG_CPU_GENERIC32)) != 1
    #error "user_settings_embedded.h: define at most one WC_CFG_CPU_*"
#endif

/* The fast default: the RV64IM SP backend on RISC-V 64 when the SP layer
 * is on. */
#ifndef WC_CFG_ASM_SP
    #if defined(WC_CFG_CPU_RISCV64) && WC_CFG_SP
        #define WC_CFG_ASM_SP   1
    #else
        #define WC_CFG_ASM_SP   0
    #endif
#endif

#if defined(WC_CFG_CPU_RISCV64) && \
    !(defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 64)
    #error "WC_CFG_CPU_RISCV64 but the compiler does not target RV64: \
check -march/-mabi or pick another WC_CFG_CPU_*"
#endif
#if defined(WC_CFG_CPU_RISCV32) && \
    !(defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 32)
    #error "WC_CFG_CPU_RISCV32 but the compiler does not target RV32"
#endif
#if defined(WC_CFG_CPU_AARCH64) && !defined(__aarch64__)
    #error "WC_CFG_CPU_AARCH64 but the compiler does not target AArch64"
#endif
#if defined(WC_CFG_CPU_ARM32) && !defined(__arm__)
    #error "WC_CFG_CPU_ARM32 but the compiler does not target 32-bit Arm"
#endif
#if defined(WC_CFG_CPU_X86_64) && !defined(__x86_64__)
    #error "WC_CFG_CPU_X86_64 but the compiler does not target x86-64"
#endif

/* Digit size: settings.h picks 64-bit digits wherever the compiler has a
 * 128-bit integer type on a 64-bit CPU and 32-bit digits elsewhere; only
 * GENERIC32 has to ask. */
#if defined(WC_CFG_CPU_GENERIC32)
    #undef  SP_WORD_SIZE
    #define SP_WORD_SIZE 32
#endif

/* --- Algorithms --------------------------------------------------------- */
#if !WC_CFG_RSA
    #define NO_RSA
#else
    #if WC_CFG_RSA_PSS
        #define WC_RSA_PSS
    #endif
    #if WC_CFG_KEYGEN
        #define WOLFSSL_KEY_GEN
    #endif
#endif
#if !WC_CFG_DH
    #define NO_DH
#endif
#if WC_CFG_ECC
    #define HAVE_ECC
#endif
#if WC_CFG_SAKKE
    #define WOLFCRYPT_HAVE_SAKKE
#endif
#if WC_CFG_SM2
    #define WOLFSSL_SM2     /* settings.h adds WOLFSSL_SM3 */
#endif
#if WC_CFG_CURVE25519
    #define HAVE_CURVE25519 /* settings.h adds the _SHARED_SECRET,
                             * _KEY_EXPORT and _KEY_IMPORT macros */
#endif
#if WC_CFG_CURVE448
    #define HAVE_CURVE448   /* settings.h adds the _SHARED_SECRET,
                             * _KEY_EXPORT and _KEY_IMPORT macros */
#endif
#if WC_CFG_ED25519
    #if !WC_CFG_SHA512
        #error "WC_CFG_ED25519 needs WC_CFG_SHA512 (Ed25519 hashes with SHA-512)"
    #endif
    #define HAVE_ED25519    /* settings.h adds the _SIGN, _VERIFY,
                             * _KEY_EXPORT and _KEY_IMPORT macros */
#endif
#if WC_CFG_ED448
    #if !WC_CFG_SHA3
        #error "WC_CFG_ED448 needs WC_CFG_SHA3 (Ed448 hashes with SHAKE256)"
    #endif
    #define HAVE_ED448      /* settings.h adds the _SIGN, _VERIFY,
                             * _KEY_EXPORT and _KEY_IMPORT macros */
#endif
#if WC_CFG_SM4
    #define WOLFSSL_SM4
    #define WOLFSSL_SM4_ECB
    #define WOLFSSL_SM4_CBC
    #define WOLFSSL_SM4_CTR
    #define WOLFSSL_SM4_GCM
    #define WOLFSSL_SM4_CCM
    #define WOLFSSL_SM4_XTS
#endif

#if !WC_CFG_AES
    #define NO_AES
#endif

#if !WC_CFG_SHA1
    #define NO_SHA
#endif
#if WC_CFG_SHA224
    #define WOLFSSL_SHA224
#endif
#if WC_CFG_SHA512
    #define WOLFSSL_SHA384
    #define WOLFSSL_SHA512
#endif
#if WC_CFG_SM3
    #define WOLFSSL_SM3
#endif
#if WC_CFG_CHACHA
    #define HAVE_CHACHA
    #define HAVE_XCHACHA
    #define HAVE_POLY1305
#endif
#if WC_CFG_SHA3
    #define WOLFSSL_SHA3
    #define WOLFSSL_SHAKE128
    #define WOLFSSL_SHAKE256
#endif

/* --- Math ---------------------------------------------------------------- */
#define WOLFSSL_SP_MATH_ALL     /* generic sp_int: always built */
#ifndef SP_INT_BITS
    #define SP_INT_BITS WC_CFG_MAX_BITS
#endif

#if WC_CFG_ASM_SP
    #if defined(WC_CFG_CPU_RISCV64)
        /* The RV64IM backend (sp_riscv64.c).  Not to be confused with
         * WOLFSSL_SP_RISCV64, reserved for inline helpers inside sp_int.c
         * (none exist yet), which this switch leaves alone (see
         * doc/ASM_AND_MATH_DEFINES.md). */
        #define WOLFSSL_SP_ASM
        #define WOLFSSL_SP_RISCV64_ASM
        #undef  SP_WORD_SIZE
        #define SP_WORD_SIZE 64  /* settings.h stops with an #error if the
                                  * compiler has no __int128 */
    #else
        #error "WC_CFG_ASM_SP: this version has SP assembly for RISC-V 64 \
only.  Set WC_CFG_ASM_SP to 0 (the portable C SP layer, WC_CFG_SP, is as \
constant-time) or build for RV64 (WC_CFG_CPU_RISCV64)."
    #endif
#endif

#if WC_CFG_SP || WC_CFG_ASM_SP
    #if WC_CFG_RSA
        #define WOLFSSL_HAVE_SP_RSA
    #endif
    #if WC_CFG_DH
        #define WOLFSSL_HAVE_SP_DH
    #endif
    #if WC_CFG_ECC
        #define WOLFSSL_HAVE_SP_ECC
    #endif
#endif

/* --- Memory -------------------------------------------------------------- */
#if WC_CFG_SMALL_STACK
    #define WOLFSSL_SMALL_STACK
#endif
#if WC_CFG_NO_MALLOC
    #if WC_CFG_RSA || WC_CFG_DH || WC_CFG_ECC || WC_CFG_SAKKE || WC_CFG_SM2
        #error "WC_CFG_NO_MALLOC: RSA, DH, ECC, SAKKE and SM2 allocate \
working space in this version; turn them off or give the library a heap \
(wolfSSL_SetAllocators can point it at a static pool)"
    #endif
    #if WC_CFG_SMALL_STACK
        #error "WC_CFG_SMALL_STACK moves temporaries to the heap: it cannot \
be combined with WC_CFG_NO_MALLOC"
    #endif
    #define WOLFSSL_NO_MALLOC
#endif

/* --- Entropy ------------------------------------------------------------- */
#if WC_CFG_SEED == WC_CFG_SEED_USER
    #ifdef __cplusplus
    extern "C"
    #endif
    int wc_cfg_seed_read(unsigned char* out, unsigned int sz);
    #define CUSTOM_RAND_GENERATE_SEED(out, sz) \
        wc_cfg_seed_read((out), (sz))
#elif WC_CFG_SEED == WC_CFG_SEED_ZKR
    #if !defined(__riscv)
        #error "WC_CFG_SEED_ZKR needs a RISC-V target with Zkr"
    #endif
    /* wc_cfg_seed_zkr: fill out[0..sz) from the Zkr `seed` CSR; 0 on
     * success, -1 when the source reports DEAD or stays in BIST/WAIT for
     * WC_CFG_ZKR_MAX_POLLS polls in a row.
     * `seed` must be read with a read-write CSR instruction (csrrw; the
     * value written is ignored); .insn spells it so that no Zicsr or Zkr
     * -march is needed.  Bits 31:30 give the state (0 BIST, 1 WAIT,
     * 2 ES16, 3 DEAD), bits 15:0 the entropy when ES16.  The bytes are
     * secret: they are only stored, never branched on. */
    #ifndef WC_CFG_ZKR_MAX_POLLS
        #define WC_CFG_ZKR_MAX_POLLS 100000UL
    #endif
    static inline int wc_cfg_seed_zkr(unsigned char* out, unsigned int sz)
    {
        unsigned long polls = 0;

        while (sz > 0) {
            unsigned long v;

            __asm__ __volatile__(".insn i 0x73, 1, %0, x0, 0x015"
                                 : "=r"(v) : : "memory");
            switch ((v >> 30) & 3UL) {
            case 2:                               /* ES16 */
                out[0] = (unsigned char)v;
                if (sz > 1)
                    out[1] = (unsigned char)(v >> 8);
                out += (sz > 1) ? 2 : 1;
                sz  -= (sz > 1) ? 2U : 1U;
                polls = 0;
                break;
            case 3:                               /* DEAD */
                return -1;
            default:                              /* BIST, WAIT */
                if (++polls > WC_CFG_ZKR_MAX_POLLS)
                    return -1;
                break;
            }
        }
        return 0;
    }
    /* Expanded in random.c, where READ_RAN_E is known. */
    #define CUSTOM_RAND_GENERATE_SEED(out, sz) \
        ((wc_cfg_seed_zkr((out), (sz)) == 0) ? 0 : READ_RAN_E)
#elif WC_CFG_SEED == WC_CFG_SEED_OS
    /* random.c uses getrandom() / /dev/urandom. */
#else
    #error "WC_CFG_SEED must be WC_CFG_SEED_USER, _ZKR or _OS"
#endif

/* For programs written for wolfSSL: an embedded target runs them in one
 * thread (the library has no thread code of its own either way), and has
 * no file system (the CA loaders that take file names are left out; load
 * CAs from buffers).  The other feature macros come from settings.h. */
#ifndef SINGLE_THREADED
    #define SINGLE_THREADED
#endif
#ifndef NO_FILESYSTEM
    #define NO_FILESYSTEM
#endif

#endif /* WOLFSSL_USER_SETTINGS_EMBEDDED_H */
