/* hash_md.c
 *
 * The Merkle-Damgard frame shared by SHA-1, SHA-224/256, SHA-384/512 and
 * SM3 (interface and conventions in hash_md.h).  Support layer, below
 * sha.c, sha256.c, sha512.c and sm3.c, which keep their compression
 * functions and API entry points.
 *
 * Data-independent timing: what is done depends on the lengths only.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "hash_md.h"

int wc_MdUpdate(const wc_MdAlg* a, const wc_MdState* s, int ready,
                const byte* data, word32 len)
{
    word32 blockSz = (word32)1 << a->blockShift, n;

    if ((data == NULL) && (len > 0))
        return BAD_FUNC_ARG;
    if (!ready || (*s->buffLen >= blockSz))
        return BAD_STATE_E;
    if (len == 0)
        return 0;

    *s->total += len;
    n = *s->buffLen;
    if (n > 0) {
        word32 take = blockSz - n;
        if (take > len)
            take = len;
        XMEMCPY(s->buffer + n, data, take);
        n += take;
        data += take;
        len -= take;
        if (n < blockSz) {
            *s->buffLen = n;
            return 0;
        }
        a->compress(s->h, s->buffer, 1);
        n = 0;
    }
    if (len >= blockSz) {
        a->compress(s->h, data, len >> a->blockShift);
        data += len & ~(blockSz - 1);
        len &= blockSz - 1;
    }
    if (len > 0) {
        XMEMCPY(s->buffer, data, len);
        n = len;
    }
    *s->buffLen = n;
    return 0;
}

void wc_MdPad(const wc_MdAlg* a, const wc_MdState* s)
{
    word32 blockSz = (word32)1 << a->blockShift;
    word32 n = *s->buffLen, pad = blockSz - a->lenSz;

    s->buffer[n++] = 0x80;
    if (n > pad) {
        XMEMSET(s->buffer + n, 0, blockSz - n);
        a->compress(s->h, s->buffer, 1);
        n = 0;
    }
    XMEMSET(s->buffer + n, 0, blockSz - n);
    /* The bit length: total * 8, its high bits in a 16-byte field. */
    if (a->lenSz == 16)
        StoreBE64(s->buffer + pad, *s->total >> 61);
    StoreBE64(s->buffer + blockSz - 8, *s->total << 3);
    a->compress(s->h, s->buffer, 1);
}
