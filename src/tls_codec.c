/* tls_codec.c -- bounded writers and readers of TLS's big-endian
 * integers and length-prefixed vectors.  A writer that runs out of room
 * stops writing and remembers it (ok = 0), so a message is built without
 * a check per field and refused once at the end; a reader returns
 * BUFFER_ERROR for anything that would run past its data. */
#include "tls_int.h"

void tls_buf_init(tls_buf* b, byte* p, word32 cap)
{
    b->p = p;
    b->len = 0;
    b->cap = cap;
    b->ok = 1;
}

static byte* tls_room(tls_buf* b, word32 n)
{
    byte* at;

    if (!b->ok || (n > b->cap - b->len)) {
        b->ok = 0;
        return NULL;
    }
    at = b->p + b->len;
    b->len += n;
    return at;
}

static void tls_put_be(tls_buf* b, word32 v, int n)
{
    byte* at = tls_room(b, (word32)n);
    int   i;

    if (at == NULL)
        return;
    for (i = n - 1; i >= 0; i--) {
        at[i] = (byte)v;
        v >>= 8;
    }
}

void tls_put8(tls_buf* b, word32 v)  { tls_put_be(b, v, 1); }
void tls_put16(tls_buf* b, word32 v) { tls_put_be(b, v, 2); }
void tls_put24(tls_buf* b, word32 v) { tls_put_be(b, v, 3); }
void tls_put32(tls_buf* b, word32 v) { tls_put_be(b, v, 4); }

void tls_put(tls_buf* b, const byte* d, word32 n)
{
    byte* at = tls_room(b, n);

    if ((at != NULL) && (n > 0))
        XMEMCPY(at, d, n);
}

word32 tls_open_len(tls_buf* b, int n)
{
    word32 at = b->len;

    tls_put_be(b, 0, n);
    return at;
}

void tls_close_len(tls_buf* b, word32 at, int n)
{
    word32 v;
    int    i;

    if (!b->ok)
        return;
    v = b->len - at - (word32)n;
    if ((n < 3) && (v >> (8 * n)) != 0) {
        b->ok = 0;              /* content too long for its length field */
        return;
    }
    for (i = n - 1; i >= 0; i--) {
        b->p[at + (word32)i] = (byte)v;
        v >>= 8;
    }
}

void tls_rd_init(tls_rd* r, const byte* p, word32 len)
{
    r->p = p;
    r->len = len;
    r->pos = 0;
}

static int tls_get_be(tls_rd* r, word32* v, int n)
{
    word32 x = 0;
    int    i;

    if ((word32)n > r->len - r->pos)
        return BUFFER_ERROR;
    for (i = 0; i < n; i++)
        x = (x << 8) | r->p[r->pos++];
    *v = x;
    return 0;
}

int tls_get8(tls_rd* r, word32* v)  { return tls_get_be(r, v, 1); }
int tls_get16(tls_rd* r, word32* v) { return tls_get_be(r, v, 2); }
int tls_get32(tls_rd* r, word32* v) { return tls_get_be(r, v, 4); }

int tls_get_bytes(tls_rd* r, word32 n, const byte** p)
{
    if (n > r->len - r->pos)
        return BUFFER_ERROR;
    *p = r->p + r->pos;
    r->pos += n;
    return 0;
}

int tls_get_vec(tls_rd* r, int n, tls_rd* sub)
{
    word32      len;
    const byte* p;
    int         ret = tls_get_be(r, &len, n);

    if (ret == 0)
        ret = tls_get_bytes(r, len, &p);
    if (ret == 0)
        tls_rd_init(sub, p, len);
    return ret;
}

int tls_rd_done(const tls_rd* r)
{
    return r->pos == r->len;
}
