/* sha3_keccak.c
 *
 * Keccak-f[1600] (FIPS 202 section 3.3 and 3.4): the permutation under
 * SHA-3, SHAKE (sha3.c) and, later, ML-KEM and ML-DSA, which call
 * sha3_keccakf() directly (sha3_internal.h).  Support layer; uses
 * riscv_cpu.h to pick the path.
 *
 * Lane A[x, y] is st[x + 5y] (FIPS 202 3.1.2, little-endian 64-bit words).
 * One round is theta, rho, pi, chi, iota fused: the column parities C, the
 * theta terms D, then for each output row y the five lanes
 * B[x] = ROT(A[x', y'] ^ D[x'], r[x', y']) that pi brings to (x, y)
 * (x' = 3(y - 3x) mod 5, y' = x) and chi over them.  The 25 lanes live in
 * locals; rounds alternate between two sets (a.. -> e.. -> a..), two per
 * loop turn, so nothing is copied.  No branch or index depends on the
 * state: the time is the same for every input.
 *
 * Two instances of the same round:
 *   - base RV64 (any C target): rotations as two shifts and an or, chi's
 *     ~x & y as not + and;
 *   - Zbb or Zbkb (riscv64 with WOLFSSL_RISCV_ASM, taken when
 *     RISCV_CPU_HAS says the CPU has either): rori and andn, which save
 *     two instructions per rotation and one per chi lane.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include "sha3_internal.h"
#if WC_RISCV_EXT_PATHS
    #include "riscv_zbb.h"
#endif

#ifdef WOLFSSL_SHA3

/* Round constants RC[i] of iota (FIPS 202 3.2.5). */
static const word64 keccak_rc[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
    0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};

/* One round from lanes A## to lanes E## with round constant rc, written
 * with KECCAK_ROL(x, n) (rotate left by a constant 1..63) and
 * KECCAK_ANDN(x, y) (x & ~y), which each instance defines. */
#define KECCAK_ROUND(A, E, rc)                                         \
    do {                                                            \
        c0 = A##00 ^ A##01 ^ A##02 ^ A##03 ^ A##04;                 \
        c1 = A##10 ^ A##11 ^ A##12 ^ A##13 ^ A##14;                 \
        c2 = A##20 ^ A##21 ^ A##22 ^ A##23 ^ A##24;                 \
        c3 = A##30 ^ A##31 ^ A##32 ^ A##33 ^ A##34;                 \
        c4 = A##40 ^ A##41 ^ A##42 ^ A##43 ^ A##44;                 \
        d0 = c4 ^ KECCAK_ROL(c1, 1);                                \
        d1 = c0 ^ KECCAK_ROL(c2, 1);                                \
        d2 = c1 ^ KECCAK_ROL(c3, 1);                                \
        d3 = c2 ^ KECCAK_ROL(c4, 1);                                \
        d4 = c3 ^ KECCAK_ROL(c0, 1);                                \
        b0 = A##00 ^ d0;                                            \
        b1 = KECCAK_ROL(A##11 ^ d1, 44);                            \
        b2 = KECCAK_ROL(A##22 ^ d2, 43);                            \
        b3 = KECCAK_ROL(A##33 ^ d3, 21);                            \
        b4 = KECCAK_ROL(A##44 ^ d4, 14);                            \
        E##00 = b0 ^ KECCAK_ANDN(b2, b1) ^ (rc);                    \
        E##10 = b1 ^ KECCAK_ANDN(b3, b2);                           \
        E##20 = b2 ^ KECCAK_ANDN(b4, b3);                           \
        E##30 = b3 ^ KECCAK_ANDN(b0, b4);                           \
        E##40 = b4 ^ KECCAK_ANDN(b1, b0);                           \
        b0 = KECCAK_ROL(A##30 ^ d3, 28);                            \
        b1 = KECCAK_ROL(A##41 ^ d4, 20);                            \
        b2 = KECCAK_ROL(A##02 ^ d0, 3);                             \
        b3 = KECCAK_ROL(A##13 ^ d1, 45);                            \
        b4 = KECCAK_ROL(A##24 ^ d2, 61);                            \
        E##01 = b0 ^ KECCAK_ANDN(b2, b1);                           \
        E##11 = b1 ^ KECCAK_ANDN(b3, b2);                           \
        E##21 = b2 ^ KECCAK_ANDN(b4, b3);                           \
        E##31 = b3 ^ KECCAK_ANDN(b0, b4);                           \
        E##41 = b4 ^ KECCAK_ANDN(b1, b0);                           \
        b0 = KECCAK_ROL(A##10 ^ d1, 1);                             \
        b1 = KECCAK_ROL(A##21 ^ d2, 6);                             \
        b2 = KECCAK_ROL(A##32 ^ d3, 25);                            \
        b3 = KECCAK_ROL(A##43 ^ d4, 8);                             \
        b4 = KECCAK_ROL(A##04 ^ d0, 18);                            \
        E##02 = b0 ^ KECCAK_ANDN(b2, b1);                           \
        E##12 = b1 ^ KECCAK_ANDN(b3, b2);                           \
        E##22 = b2 ^ KECCAK_ANDN(b4, b3);                           \
        E##32 = b3 ^ KECCAK_ANDN(b0, b4);                           \
        E##42 = b4 ^ KECCAK_ANDN(b1, b0);                           \
        b0 = KECCAK_ROL(A##40 ^ d4, 27);                            \
        b1 = KECCAK_ROL(A##01 ^ d0, 36);                            \
        b2 = KECCAK_ROL(A##12 ^ d1, 10);                            \
        b3 = KECCAK_ROL(A##23 ^ d2, 15);                            \
        b4 = KECCAK_ROL(A##34 ^ d3, 56);                            \
        E##03 = b0 ^ KECCAK_ANDN(b2, b1);                           \
        E##13 = b1 ^ KECCAK_ANDN(b3, b2);                           \
        E##23 = b2 ^ KECCAK_ANDN(b4, b3);                           \
        E##33 = b3 ^ KECCAK_ANDN(b0, b4);                           \
        E##43 = b4 ^ KECCAK_ANDN(b1, b0);                           \
        b0 = KECCAK_ROL(A##20 ^ d2, 62);                            \
        b1 = KECCAK_ROL(A##31 ^ d3, 55);                            \
        b2 = KECCAK_ROL(A##42 ^ d4, 39);                            \
        b3 = KECCAK_ROL(A##03 ^ d0, 41);                            \
        b4 = KECCAK_ROL(A##14 ^ d1, 2);                             \
        E##04 = b0 ^ KECCAK_ANDN(b2, b1);                           \
        E##14 = b1 ^ KECCAK_ANDN(b3, b2);                           \
        E##24 = b2 ^ KECCAK_ANDN(b4, b3);                           \
        E##34 = b3 ^ KECCAK_ANDN(b0, b4);                           \
        E##44 = b4 ^ KECCAK_ANDN(b1, b0);                           \
    } while (0)

#define KECCAK_LANES(A)                                                 \
    word64 A##00, A##10, A##20, A##30, A##40, A##01, A##11, A##21,      \
           A##31, A##41, A##02, A##12, A##22, A##32, A##42, A##03,      \
           A##13, A##23, A##33, A##43, A##04, A##14, A##24, A##34, A##44

#define KECCAK_LOAD(A, st)                                              \
    A##00 = st[0];  A##10 = st[1];  A##20 = st[2];  A##30 = st[3];      \
    A##40 = st[4];  A##01 = st[5];  A##11 = st[6];  A##21 = st[7];      \
    A##31 = st[8];  A##41 = st[9];  A##02 = st[10]; A##12 = st[11];     \
    A##22 = st[12]; A##32 = st[13]; A##42 = st[14]; A##03 = st[15];     \
    A##13 = st[16]; A##23 = st[17]; A##33 = st[18]; A##43 = st[19];     \
    A##04 = st[20]; A##14 = st[21]; A##24 = st[22]; A##34 = st[23];     \
    A##44 = st[24]

#define KECCAK_STORE(A, st)                                             \
    st[0] = A##00;  st[1] = A##10;  st[2] = A##20;  st[3] = A##30;      \
    st[4] = A##40;  st[5] = A##01;  st[6] = A##11;  st[7] = A##21;      \
    st[8] = A##31;  st[9] = A##41;  st[10] = A##02; st[11] = A##12;     \
    st[12] = A##22; st[13] = A##32; st[14] = A##42; st[15] = A##03;     \
    st[16] = A##13; st[17] = A##23; st[18] = A##33; st[19] = A##43;     \
    st[20] = A##04; st[21] = A##14; st[22] = A##24; st[23] = A##34;     \
    st[24] = A##44

/* The 24 rounds on st, two per turn. */
#define KECCAK_PERMUTE(st)                                              \
    do {                                                                \
        KECCAK_LANES(a);                                                \
        KECCAK_LANES(e);                                                \
        word64 c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;                  \
        word64 b0, b1, b2, b3, b4;                                      \
        int i;                                                          \
        KECCAK_LOAD(a, st);                                             \
        for (i = 0; i < 24; i += 2) {                                   \
            KECCAK_ROUND(a, e, keccak_rc[i]);                           \
            KECCAK_ROUND(e, a, keccak_rc[i + 1]);                       \
        }                                                               \
        KECCAK_STORE(a, st);                                            \
    } while (0)

/* Base RV64 (portable C). */
#define KECCAK_ROL(x, n)    (((x) << (n)) | ((x) >> (64 - (n))))
#define KECCAK_ANDN(x, y)   ((x) & ~(y))
static void sha3_keccakf_base(word64 st[25])
{
    KECCAK_PERMUTE(st);
}
#undef KECCAK_ROL
#undef KECCAK_ANDN

#if WC_RISCV_EXT_PATHS
/* Zbb / Zbkb: rori and andn. */
#define KECCAK_ROL(x, n)    RISCV_RORI(x, 64 - (n))
#define KECCAK_ANDN(x, y)   RISCV_ANDN(x, y)
static void sha3_keccakf_zbb(word64 st[25])
{
    KECCAK_PERMUTE(st);
}
#undef KECCAK_ROL
#undef KECCAK_ANDN
#endif

void sha3_keccakf(word64 st[25])
{
#if WC_RISCV_EXT_PATHS
    if (RISCV_CPU_HAS(WC_RV_ZBB) || RISCV_CPU_HAS(WC_RV_ZBKB)) {
        sha3_keccakf_zbb(st);
        return;
    }
#endif
    sha3_keccakf_base(st);
}

#endif /* WOLFSSL_SHA3 */
