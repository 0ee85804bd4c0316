/* chacha.c
 *
 * ChaCha20 (RFC 8439 section 2.3, 2.4) and XChaCha20's HChaCha20
 * (draft-irtf-cfrg-xchacha-03 section 2.2) behind the wolfCrypt API of
 * wolfssl/wolfcrypt/chacha.h.  Algorithm layer; uses riscv_cpu.h to pick
 * the block function.
 *
 * The block function keeps the 16 words x0..x15 in locals (registers on
 * RV64), runs the 10 double rounds, adds the input block and XORs the
 * result into the message, one 64-byte block per turn, the block counter
 * (word 12) counting up.  When both buffers are 4-byte aligned the
 * message is read and written a word at a time (RISC-V is little-endian,
 * as the key stream is); otherwise the key stream goes through a local
 * block first.  Two instances of the same code:
 *   - base (any C target): a 32-bit rotation is 3 instructions on RV64
 *     (slliw, srliw, or);
 *   - Zbb or Zbkb (riscv64 with WOLFSSL_RISCV_ASM, when RISCV_CPU_HAS says
 *     so): roriw, one instruction.
 * No branch or index depends on the key, nonce or data: the time depends
 * only on the length (and on the public buffer alignment).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/chacha.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#if WC_RISCV_EXT_PATHS
    #include "riscv_zbb.h"
#endif

#ifdef HAVE_CHACHA

/* "expand 32-byte k" and "expand 16-byte k" (RFC 8439 2.3; the 16-byte
 * key form of the original ChaCha, which upstream also accepts). */
static const word32 chacha_sigma[4] = {
    0x61707865U, 0x3320646eU, 0x79622d32U, 0x6b206574U
};
static const word32 chacha_tau[4] = {
    0x61707865U, 0x3120646eU, 0x79622d36U, 0x6b206574U
};

#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) \
    && (defined(__GNUC__) || defined(__clang__))
    /* A word of a byte buffer, read or written in place. */
    typedef word32 __attribute__((may_alias)) chacha_word;
    #define CHACHA_WORD_IO 1
#else
    #define CHACHA_WORD_IO 0
#endif

/* The quarter round (RFC 8439 2.1) with CHACHA_ROL(x, n), a 32-bit
 * rotation left by a constant, which each instance defines. */
#define CHACHA_QR(a, b, c, d)                                           \
    a += b; CHACHA_QR_TAIL(a, b, c, d)
/* The quarter round after its first addition. */
#define CHACHA_QR_TAIL(a, b, c, d)                                      \
    d ^= a; d = CHACHA_ROL(d, 16);                                      \
    c += d; b ^= c; b = CHACHA_ROL(b, 12);                              \
    a += b; d ^= a; d = CHACHA_ROL(d, 8);                               \
    c += d; b ^= c; b = CHACHA_ROL(b, 7)

/* 20 rounds on x0..x15: column then diagonal rounds (RFC 8439 2.3). */
#define CHACHA_DOUBLE_ROUND()                                           \
    CHACHA_QR(x0, x4, x8, x12);                                         \
    CHACHA_QR(x1, x5, x9, x13);                                         \
    CHACHA_QR(x2, x6, x10, x14);                                        \
    CHACHA_QR(x3, x7, x11, x15);                                        \
    CHACHA_QR(x0, x5, x10, x15);                                        \
    CHACHA_QR(x1, x6, x11, x12);                                        \
    CHACHA_QR(x2, x7, x8, x13);                                         \
    CHACHA_QR(x3, x4, x9, x14)
#define CHACHA_ROUNDS()                                                 \
    for (r = 0; r < 10; r++) {                                          \
        CHACHA_DOUBLE_ROUND();                                          \
    }

#define CHACHA_LOAD(st)                                                 \
    x0 = st[0];   x1 = st[1];   x2 = st[2];   x3 = st[3];               \
    x4 = st[4];   x5 = st[5];   x6 = st[6];   x7 = st[7];               \
    x8 = st[8];   x9 = st[9];   x10 = st[10]; x11 = st[11];             \
    x12 = st[12]; x13 = st[13]; x14 = st[14]; x15 = st[15]

/* What of the first double round does not depend on the block counter
 * (word 12, in column 0): the column quarter rounds of columns 1, 2 and
 * 3, the first addition of column 0's (x0 + x4), and the first additions
 * of the diagonal quarter rounds (x1, x6, ...) and (x2, x7, ...), whose
 * two operands both come from columns 1..3.  Computed once per call into
 * pre[] (x0..x15 as the block loop starts from them). */
#define CHACHA_PRE(st, pre)                                             \
    CHACHA_LOAD(st);                                                    \
    CHACHA_QR(x1, x5, x9, x13);                                         \
    CHACHA_QR(x2, x6, x10, x14);                                        \
    CHACHA_QR(x3, x7, x11, x15);                                        \
    x0 += x4;                                                           \
    x1 += x6;                                                           \
    x2 += x7;                                                           \
    pre[0] = (word32)x0;   pre[1] = (word32)x1;   pre[2] = (word32)x2;  \
    pre[3] = (word32)x3;   pre[5] = (word32)x5;   pre[6] = (word32)x6;  \
    pre[7] = (word32)x7;   pre[9] = (word32)x9;   pre[10] = (word32)x10;\
    pre[11] = (word32)x11; pre[13] = (word32)x13; pre[14] = (word32)x14;\
    pre[15] = (word32)x15

/* The 20 rounds of one block from pre[] and the counter: the rest of the
 * first double round, then nine more. */
#define CHACHA_BLOCK_ROUNDS(st, pre)                                    \
    x0 = pre[0];   x1 = pre[1];   x2 = pre[2];   x3 = pre[3];           \
    x4 = st[4];    x5 = pre[5];   x6 = pre[6];   x7 = pre[7];           \
    x8 = st[8];    x9 = pre[9];   x10 = pre[10]; x11 = pre[11];         \
    x12 = st[12];  x13 = pre[13]; x14 = pre[14]; x15 = pre[15];         \
    CHACHA_QR_TAIL(x0, x4, x8, x12);                                    \
    CHACHA_QR(x0, x5, x10, x15);                                        \
    CHACHA_QR_TAIL(x1, x6, x11, x12);                                   \
    CHACHA_QR_TAIL(x2, x7, x8, x13);                                    \
    CHACHA_QR(x3, x4, x9, x14);                                         \
    for (r = 1; r < 10; r++) {                                          \
        CHACHA_DOUBLE_ROUND();                                          \
    }

/* Word i of the block: x_i + st[i] XORed into the message (aw: both
 * buffers word aligned), or kept in ks for the byte-wise XOR. */
#define CHACHA_OUT(i, x)                                                \
    if (aw)                                                             \
        ((chacha_word*)out)[i] = ((const chacha_word*)in)[i] ^          \
                                 ((word32)(x) + st[i]);                 \
    else                                                                \
        ks[i] = (word32)(x) + st[i]

/* nBlocks blocks of in ^ key stream to out; al is the constant 1 (word
 * access) or 0, so that each copy of the loop has one kind of access. */
#define CHACHA_LOOP(al)                                                 \
    for (; nBlocks > 0; nBlocks--) {                                    \
        const int aw = (al);                                            \
        CHACHA_BLOCK_ROUNDS(st, pre);                                   \
        CHACHA_OUT(0, x0);   CHACHA_OUT(1, x1);                         \
        CHACHA_OUT(2, x2);   CHACHA_OUT(3, x3);                         \
        CHACHA_OUT(4, x4);   CHACHA_OUT(5, x5);                         \
        CHACHA_OUT(6, x6);   CHACHA_OUT(7, x7);                         \
        CHACHA_OUT(8, x8);   CHACHA_OUT(9, x9);                         \
        CHACHA_OUT(10, x10); CHACHA_OUT(11, x11);                       \
        CHACHA_OUT(12, x12); CHACHA_OUT(13, x13);                       \
        CHACHA_OUT(14, x14); CHACHA_OUT(15, x15);                       \
        if (!aw) {                                                      \
            for (j = 0; j < 16; j++)                                    \
                StoreLE32(out + 4 * j, LoadLE32(in + 4 * j) ^ ks[j]);   \
        }                                                               \
        st[12]++;                                                       \
        in += CHACHA_CHUNK_BYTES;                                       \
        out += CHACHA_CHUNK_BYTES;                                      \
    }

/* The body of a block function: nBlocks blocks of in ^ key stream to out
 * (in may equal out), state[12] advanced by nBlocks, the words held in
 * variables of type T (see the instances).  The input block is
 * copied to the stack first, so that the loop reads it relative to sp
 * and keeps one register fewer busy (measured: fewer spills). */
#define CHACHA_BLOCKS_BODY(T)                                           \
    T x0, x1, x2, x3, x4, x5, x6, x7;                                   \
    T x8, x9, x10, x11, x12, x13, x14, x15;                             \
    word32 ks[16], st[16], pre[16];                                     \
    int r, j;                                                           \
    XMEMCPY(st, state, sizeof(st));                                     \
    CHACHA_PRE(st, pre);                                                \
    if (CHACHA_WORD_IO && ((((size_t)in | (size_t)out) & 3) == 0)) {    \
        CHACHA_LOOP(1)                                                  \
    }                                                                   \
    else {                                                              \
        CHACHA_LOOP(0)                                                  \
        ForceZero(ks, sizeof(ks));                                      \
    }                                                                   \
    state[12] = st[12];                                                 \
    ForceZero(pre, sizeof(pre));                                        \
    ForceZero(st, sizeof(st))

#if !CHACHA_WORD_IO
    typedef word32 chacha_word;
#endif

/* Base: rotations in shifts.  As in the Zbb instance the words live in
 * 64-bit variables with an ignored upper half; the rotation reads the
 * low 32 bits only and is slliw, srliw, or on RV64 (a word32 variable
 * would add a sext.w after most operations). */
#define CHACHA_ROL(x, n)                                                \
    ((word64)(sword32)((word32)(x) << (n)) |                            \
     (word64)((word32)(x) >> (32 - (n))))
static void chacha_blocks_base(word32* state, byte* out, const byte* in,
                               word32 nBlocks)
{
    CHACHA_BLOCKS_BODY(word64);
}

/* HChaCha20 (XChaCha draft 2.2): the rounds without the final addition,
 * words 0..3 and 12..15 out; base path only (once per message). */
#ifdef HAVE_XCHACHA
static void chacha_hchacha(const word32* st, word32* sub)
{
    word32 x0, x1, x2, x3, x4, x5, x6, x7;
    word32 x8, x9, x10, x11, x12, x13, x14, x15;
    int r;

    CHACHA_LOAD(st);
    CHACHA_ROUNDS();
    sub[0] = x0;  sub[1] = x1;  sub[2] = x2;  sub[3] = x3;
    sub[4] = x12; sub[5] = x13; sub[6] = x14; sub[7] = x15;
}
#endif
#undef CHACHA_ROL

#if WC_RISCV_EXT_PATHS
/* Zbb / Zbkb: roriw.  The words live in 64-bit variables: roriw reads
 * only their low halves and adds and XORs never carry upwards into them,
 * so the upper halves may hold anything and need no extension
 * instructions (a word32 variable costs a sext.w per rotation). */
#define CHACHA_ROL(x, n)    RISCV_RORIW(x, 32 - (n))
static void chacha_blocks_zbb(word32* state, byte* out, const byte* in,
                              word32 nBlocks)
{
    CHACHA_BLOCKS_BODY(word64);
}
#undef CHACHA_ROL
#endif

/* nBlocks blocks through the path riscv_cpu.h allows. */
static void chacha_blocks(word32* st, byte* out, const byte* in,
                          word32 nBlocks)
{
#if WC_RISCV_EXT_PATHS
    if (RISCV_CPU_HAS(WC_RV_ZBB) || RISCV_CPU_HAS(WC_RV_ZBKB)) {
        chacha_blocks_zbb(st, out, in, nBlocks);
        return;
    }
#endif
    chacha_blocks_base(st, out, in, nBlocks);
}

int wc_Chacha_SetKey(ChaCha* ctx, const byte* key, word32 keySz)
{
    const word32* c;
    int i;

    if (ctx == NULL || key == NULL || (keySz != 16 && keySz != 32))
        return BAD_FUNC_ARG;
    c = keySz == 32 ? chacha_sigma : chacha_tau;
    for (i = 0; i < 4; i++) {
        ctx->X[i] = c[i];
        ctx->X[4 + i] = LoadLE32(key + 4 * i);
        /* A 16-byte key fills both halves. */
        ctx->X[8 + i] = LoadLE32(key + (keySz == 32 ? 16 : 0) + 4 * i);
    }
    ctx->left = 0;
    return 0;
}

int wc_Chacha_SetIV(ChaCha* ctx, const byte* inIv, word32 counter)
{
    if (ctx == NULL || inIv == NULL)
        return BAD_FUNC_ARG;
    ctx->X[CHACHA_MATRIX_CNT_IV] = counter;
    ctx->X[13] = LoadLE32(inIv);
    ctx->X[14] = LoadLE32(inIv + 4);
    ctx->X[15] = LoadLE32(inIv + 8);
    ctx->left = 0;
    ForceZero(ctx->over, sizeof(ctx->over));
    return 0;
}

int wc_Chacha_Process(ChaCha* ctx, byte* output, const byte* input,
                      word32 msglen)
{
    const byte* ks;
    word32 n, i, full;

    if (ctx == NULL || ((output == NULL || input == NULL) && msglen > 0))
        return BAD_FUNC_ARG;
    /* The rest of the last block's key stream first. */
    if (ctx->left > 0 && msglen > 0) {
        n = ctx->left < msglen ? ctx->left : msglen;
        ks = (const byte*)ctx->over + CHACHA_CHUNK_BYTES - ctx->left;
        for (i = 0; i < n; i++)
            output[i] = (byte)(input[i] ^ ks[i]);
        ctx->left -= n;
        input += n;
        output += n;
        msglen -= n;
    }
    full = msglen / CHACHA_CHUNK_BYTES;
    if (full > 0) {
        chacha_blocks(ctx->X, output, input, full);
        input += full * CHACHA_CHUNK_BYTES;
        output += full * CHACHA_CHUNK_BYTES;
        msglen -= full * CHACHA_CHUNK_BYTES;
    }
    if (msglen > 0) {
        /* One more block of key stream, kept for the next call. */
        XMEMSET(ctx->over, 0, sizeof(ctx->over));
        chacha_blocks(ctx->X, (byte*)ctx->over, (const byte*)ctx->over, 1);
        ks = (const byte*)ctx->over;
        for (i = 0; i < msglen; i++)
            output[i] = (byte)(input[i] ^ ks[i]);
        ctx->left = CHACHA_CHUNK_BYTES - msglen;
    }
    return 0;
}

#ifdef HAVE_XCHACHA
int wc_XChacha_SetKey(ChaCha* ctx, const byte* key, word32 keySz,
                      const byte* nonce, word32 nonceSz, word32 counter)
{
    word32 sub[8];
    byte subKey[32];
    byte iv[CHACHA_IV_BYTES];
    int ret, i;

    if (ctx == NULL || key == NULL || nonce == NULL || keySz != 32 ||
        nonceSz != XCHACHA_NONCE_BYTES)
        return BAD_FUNC_ARG;
    ret = wc_Chacha_SetKey(ctx, key, keySz);
    if (ret != 0)
        return ret;
    /* HChaCha20 input: constants | key | nonce[0..16). */
    for (i = 0; i < 4; i++)
        ctx->X[12 + i] = LoadLE32(nonce + 4 * i);
    chacha_hchacha(ctx->X, sub);
    for (i = 0; i < 8; i++)
        StoreLE32(subKey + 4 * i, sub[i]);
    /* ChaCha20 with the subkey and nonce 0^4 | nonce[16..24). */
    XMEMSET(iv, 0, 4);
    XMEMCPY(iv + 4, nonce + 16, 8);
    ret = wc_Chacha_SetKey(ctx, subKey, sizeof(subKey));
    if (ret == 0)
        ret = wc_Chacha_SetIV(ctx, iv, counter);
    ForceZero(sub, sizeof(sub));
    ForceZero(subKey, sizeof(subKey));
    return ret;
}
#endif /* HAVE_XCHACHA */

#endif /* HAVE_CHACHA */
