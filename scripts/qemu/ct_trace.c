/* ct_trace.c -- qemu TCG plugin: execution-trace fingerprints of marked
 * regions of a RISC-V 64 guest, for constant-time testing.
 *
 * Measurement tooling, outside the library layers: the constant-time tests
 * run a private operation under `qemu-riscv64 -plugin libct_trace.so`
 * bracketed by WC_MARKER_START()/WC_MARKER_STOP() (scripts/qemu/
 * wc_marker.h), once per secret, and require identical fingerprints.  For
 * every region the plugin prints one line (to stderr unless out= is given):
 *
 *     WC_TRACE <hash, 16 hex digits> <n_insns> <n_mem>
 *
 * The trace of a region is the sequence, in execution order, of
 *   - every instruction executed strictly between the markers: its address;
 *   - every memory access: load or store, log2 of its size in bytes, and
 *     its guest virtual address.
 * `hash` folds the trace, record by record, as 64-bit words w into a
 * 64-bit state h, starting from h = 0xcbf29ce484222325:
 *     h = (h XOR w) * 0x9e3779b97f4a7c15 mod 2^64;  h = h XOR (h >> 32)
 * (each step is a bijection of h, so two traces collide only by chance).
 * The words of a record:
 *   instruction: its address (below 2^63 for any user-mode guest);
 *   access:      2^63 + 16 * is_store + log2(size in bytes), then the
 *                accessed virtual address.
 * n_insns and n_mem count the two kinds of record.  Equal hashes mean equal
 * control flow and equal memory-address sequences (up to hash collisions);
 * data values are not part of the trace.
 *
 * Method: each translation block (TB) is cut into straight-line segments
 * at the marker instructions.  The first instruction of a segment gets a
 * callback that makes the segment "pending"; each memory callback first
 * folds the pending instructions up to and including the accessing one,
 * then the access; the next segment or a STOP folds the rest.  So the hash
 * sees instructions and accesses in true execution order with one helper
 * call per segment and per access rather than per instruction.  Addresses
 * are compared across runs, so the runs must lay out the guest alike:
 * same binary path, and argv and environment of the same sizes (qemu-user
 * itself places stack, brk heap and mmap areas deterministically; see
 * README.md).  As with any TB-level
 * method this assumes a started TB runs to its end (true for ordinary
 * user-mode code; a fault in mid-TB, i.e. a guest signal, would record
 * the rest of the TB).  The guest is assumed single-threaded.
 *
 * Divisions.  The M extension's div, divu, rem, remu (and W forms) take
 * a data-dependent number of cycles on many cores, so no private
 * operation may divide secret data.  After the WC_TRACE line of a region
 * the plugin prints
 *
 *     WC_DIV <divisions executed> <distinct sites>
 *     WC_DIVAT <count> <pc> <return address> ...     (one per site)
 *
 * where a site is a division's address with its call stack, innermost
 * caller first (up to DIV_FRAMES return addresses), taken from a shadow
 * return-address stack that follows the ISA's call and return hints
 * (rv_insn.h) from the START marker on.  The test maps the addresses to
 * functions and allows only divisions reached through code that handles
 * public data.  The hash does not include any of this.
 *
 * Arguments (`-plugin libct_trace.so,dump=FILE,out=FILE`):
 *   dump=FILE  also write the full trace of every region as text to FILE,
 *              one record a line ("I pc", "R pc addr log2size",
 *              "W pc addr log2size", hex addresses), regions framed by
 *              "# START" and "# STOP <hash> <n_insns> <n_mem>" lines; diff
 *              two dumps to find the first divergence.
 *   out=FILE   append the WC_TRACE lines to FILE instead of stderr.
 *
 * Host-side code: built with the host cc as a shared object (build.sh).
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wc-qemu-plugin.h"
#include "wc_marker.h"
#include "rv_insn.h"

WC_QEMU_PLUGIN_EXPORT int qemu_plugin_version = WC_QEMU_PLUGIN_API_VERSION;

#define HASH_INIT   0xcbf29ce484222325ull
#define HASH_MUL    0x9e3779b97f4a7c15ull
#define ACCESS_TAG  0x8000000000000000ull

/* A straight-line run of instructions of one TB, without markers. */
struct segment {
    size_t n;
    uint64_t pc[];              /* addresses of its n instructions */
};

/* What a memory callback needs: its instruction's place in a segment. */
struct insn_ref {
    const struct segment *seg;
    size_t idx;
};

static int region_active;
static uint64_t trace_hash;
static uint64_t n_insns;
static uint64_t n_mem;
static const struct segment *pending;   /* segment being executed */
static size_t pending_pos;              /* its first instruction not folded */
static FILE *dump_file;
static FILE *out_file;

/* Shadow return-address stack of the region (entries beyond RAS_MAX are
 * counted in ras_depth but not kept). */
#define RAS_MAX     1024
#define DIV_FRAMES  12
#define DIV_SITES   64
static uint64_t ras[RAS_MAX];
static size_t ras_depth;

/* A division site: its address and its innermost callers. */
struct div_site {
    uint64_t count;
    uint64_t pc;
    size_t nframes;
    uint64_t frame[DIV_FRAMES];
};
static struct div_site div_sites[DIV_SITES];
static size_t n_div_sites;
static uint64_t n_divs;
static uint64_t n_div_lost;             /* divisions of sites not kept */

/* What a jump's callback needs. */
struct jump_ref {
    enum rv_ras effect;
    uint64_t ret;                       /* its pc + size: the link value */
};

/* One hash step over the 64-bit word w (see the file comment). */
static void fold(uint64_t w)
{
    uint64_t h = (trace_hash ^ w) * HASH_MUL;

    trace_hash = h ^ (h >> 32);
}

/* Fold the pending segment's instructions up to index `last` inclusive
 * (`last` >= n folds all of them). */
static void fold_pending(size_t last)
{
    size_t i, end;

    if (pending == NULL) {
        return;
    }
    end = last < pending->n ? last + 1 : pending->n;
    for (i = pending_pos; i < end; i++) {
        fold(pending->pc[i]);
        if (dump_file != NULL) {
            fprintf(dump_file, "I %llx\n",
                    (unsigned long long)pending->pc[i]);
        }
    }
    if (end > pending_pos) {
        n_insns += end - pending_pos;
        pending_pos = end;
    }
}

/* Callback on the first instruction of each segment. */
static void on_segment(unsigned int vcpu_index, void *userdata)
{
    (void)vcpu_index;
    if (!region_active) {
        return;
    }
    fold_pending(SIZE_MAX);
    pending = userdata;
    pending_pos = 0;
}

/* Callback after every memory access. */
static void on_mem(unsigned int vcpu_index, qemu_plugin_meminfo_t info,
                   uint64_t vaddr, void *userdata)
{
    const struct insn_ref *ref = userdata;
    int store = qemu_plugin_mem_is_store(info);
    unsigned shift = qemu_plugin_mem_size_shift(info);

    (void)vcpu_index;
    if (!region_active) {
        return;
    }
    if (pending == ref->seg) {
        fold_pending(ref->idx);
    } else {
        /* Not expected: an access from outside the pending segment. */
        fold_pending(SIZE_MAX);
        pending = NULL;
    }
    fold(ACCESS_TAG | (store ? 16u : 0u) | shift);
    fold(vaddr);
    n_mem++;
    if (dump_file != NULL) {
        fprintf(dump_file, "%c %llx %llx %u\n", store ? 'W' : 'R',
                (unsigned long long)ref->seg->pc[ref->idx],
                (unsigned long long)vaddr, shift);
    }
}

/* Callback before each call or return instruction. */
static void on_jump(unsigned int vcpu_index, void *userdata)
{
    const struct jump_ref *j = userdata;

    (void)vcpu_index;
    if (!region_active) {
        return;
    }
    if ((j->effect & RV_RAS_POP) && ras_depth > 0) {
        ras_depth--;
    }
    if (j->effect & RV_RAS_PUSH) {
        if (ras_depth < RAS_MAX) {
            ras[ras_depth] = j->ret;
        }
        ras_depth++;
    }
}

/* Callback before each division instruction (userdata: its address). */
static void on_div(unsigned int vcpu_index, void *userdata)
{
    uint64_t pc = (uint64_t)(uintptr_t)userdata;
    size_t depth = ras_depth < RAS_MAX ? ras_depth : RAS_MAX;
    size_t nf = depth < DIV_FRAMES ? depth : DIV_FRAMES;
    size_t i, k;

    (void)vcpu_index;
    if (!region_active) {
        return;
    }
    n_divs++;
    for (i = 0; i < n_div_sites; i++) {
        struct div_site *d = &div_sites[i];
        if (d->pc != pc || d->nframes != nf) {
            continue;
        }
        for (k = 0; k < nf && d->frame[k] == ras[depth - 1 - k]; k++) {
        }
        if (k == nf) {
            d->count++;
            return;
        }
    }
    if (n_div_sites == DIV_SITES) {
        n_div_lost++;
        return;
    }
    div_sites[n_div_sites].count = 1;
    div_sites[n_div_sites].pc = pc;
    div_sites[n_div_sites].nframes = nf;
    for (k = 0; k < nf; k++) {
        div_sites[n_div_sites].frame[k] = ras[depth - 1 - k];
    }
    n_div_sites++;
}

/* The WC_DIV lines of the region that just stopped. */
static void print_divs(FILE *f)
{
    size_t i, k;

    fprintf(f, "WC_DIV %llu %llu\n", (unsigned long long)n_divs,
            (unsigned long long)(n_div_sites + (n_div_lost ? 1 : 0)));
    for (i = 0; i < n_div_sites; i++) {
        const struct div_site *d = &div_sites[i];
        fprintf(f, "WC_DIVAT %llu %llx", (unsigned long long)d->count,
                (unsigned long long)d->pc);
        for (k = 0; k < d->nframes; k++) {
            fprintf(f, " %llx", (unsigned long long)d->frame[k]);
        }
        fputc('\n', f);
    }
    if (n_div_lost) {
        fprintf(f, "WC_DIVAT %llu 0 (sites beyond %d not kept)\n",
                (unsigned long long)n_div_lost, DIV_SITES);
    }
}

/* Marker callbacks: userdata NULL for START, non-NULL for STOP. */
static void on_marker(unsigned int vcpu_index, void *userdata)
{
    char line[96];

    (void)vcpu_index;
    if (userdata == NULL) {
        if (region_active) {
            fputs("ct_trace: START inside a region; restarting it\n",
                  stderr);
        }
        region_active = 1;
        trace_hash = HASH_INIT;
        n_insns = 0;
        n_mem = 0;
        pending = NULL;
        ras_depth = 0;
        n_divs = 0;
        n_div_sites = 0;
        n_div_lost = 0;
        if (dump_file != NULL) {
            fputs("# START\n", dump_file);
        }
        return;
    }
    if (!region_active) {
        fputs("ct_trace: STOP without START ignored\n", stderr);
        return;
    }
    fold_pending(SIZE_MAX);
    pending = NULL;
    region_active = 0;
    snprintf(line, sizeof(line), "%016llx %llu %llu\n",
             (unsigned long long)trace_hash, (unsigned long long)n_insns,
             (unsigned long long)n_mem);
    if (dump_file != NULL) {
        fprintf(dump_file, "# STOP %s", line);
        fflush(dump_file);
    }
    {
        FILE *f = out_file != NULL ? out_file : stderr;
        fprintf(f, "WC_TRACE %s", line);
        print_divs(f);
        fflush(f);
    }
}

/* Is this instruction a marker?  0: no, 1: START, 2: STOP. */
static int marker_kind(const struct qemu_plugin_insn *insn)
{
    size_t size = qemu_plugin_insn_size(insn);
    uint32_t w = rv_insn_word(qemu_plugin_insn_data(insn), size);

    if (size != 4) {
        return 0;
    }
    return w == WC_MARKER_START_INSN ? 1 : w == WC_MARKER_STOP_INSN ? 2 : 0;
}

/* Register the division and call/return callbacks of one instruction
 * (never freed, as the segments). */
static void add_insn_watch(struct qemu_plugin_insn *insn)
{
    size_t size = qemu_plugin_insn_size(insn);
    uint32_t w = rv_insn_word(qemu_plugin_insn_data(insn), size);
    uint64_t pc = qemu_plugin_insn_vaddr(insn);
    enum rv_ras effect = rv_ras_effect(w, size);

    if (rv_is_div(w, size)) {
        qemu_plugin_register_vcpu_insn_exec_cb(insn, on_div,
                                               QEMU_PLUGIN_CB_NO_REGS,
                                               (void *)(uintptr_t)pc);
    }
    if (effect != RV_RAS_NONE) {
        struct jump_ref *j = malloc(sizeof(*j));
        if (j == NULL) {
            fputs("ct_trace: out of memory\n", stderr);
            abort();
        }
        j->effect = effect;
        j->ret = pc + size;
        qemu_plugin_register_vcpu_insn_exec_cb(insn, on_jump,
                                               QEMU_PLUGIN_CB_NO_REGS, j);
    }
}

/* Build the segment that starts at instruction `first` of the TB (which is
 * not a marker) and runs up to the next marker or the TB's end; register
 * its callbacks.  Returns the index just past it.  The segment and the
 * per-instruction references live as long as qemu may run the TB, i.e.
 * they are never freed. */
static size_t add_segment(struct qemu_plugin_tb *tb, size_t first, size_t n)
{
    size_t end = first, i;
    struct segment *seg;
    struct insn_ref *refs;

    while (end < n && marker_kind(qemu_plugin_tb_get_insn(tb, end)) == 0) {
        end++;
    }
    seg = malloc(sizeof(*seg) + (end - first) * sizeof(seg->pc[0]));
    refs = malloc((end - first) * sizeof(*refs));
    if (seg == NULL || refs == NULL) {
        fputs("ct_trace: out of memory\n", stderr);
        abort();
    }
    seg->n = end - first;
    for (i = first; i < end; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        seg->pc[i - first] = qemu_plugin_insn_vaddr(insn);
        refs[i - first].seg = seg;
        refs[i - first].idx = i - first;
        qemu_plugin_register_vcpu_mem_cb(insn, on_mem,
                                         QEMU_PLUGIN_CB_NO_REGS,
                                         QEMU_PLUGIN_MEM_RW,
                                         &refs[i - first]);
        add_insn_watch(insn);
    }
    qemu_plugin_register_vcpu_insn_exec_cb(qemu_plugin_tb_get_insn(tb, first),
                                           on_segment, QEMU_PLUGIN_CB_NO_REGS,
                                           seg);
    return end;
}

/* Translation callback: segments between markers, callbacks on markers. */
static void on_tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    static char stop_tag;       /* any non-NULL pointer marks STOP */
    size_t n = qemu_plugin_tb_n_insns(tb);
    size_t i = 0;

    (void)id;
    while (i < n) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        int kind = marker_kind(insn);
        if (kind == 0) {
            i = add_segment(tb, i, n);
            continue;
        }
        qemu_plugin_register_vcpu_insn_exec_cb(
            insn, on_marker, QEMU_PLUGIN_CB_NO_REGS,
            kind == 2 ? (void *)&stop_tag : NULL);
        i++;
    }
}

static void on_exit_cb(qemu_plugin_id_t id, void *userdata)
{
    (void)id;
    (void)userdata;
    if (region_active) {
        fputs("ct_trace: region still open at exit\n", stderr);
    }
    if (dump_file != NULL) {
        fclose(dump_file);
        dump_file = NULL;
    }
}

/* Open FILE for the `dump=` or `out=` argument; "w" truncates. */
static FILE *open_arg_file(const char *path, const char *mode)
{
    FILE *f = fopen(path, mode);

    if (f == NULL) {
        fprintf(stderr, "ct_trace: cannot open '%s'\n", path);
    }
    return f;
}

WC_QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
                                              const qemu_info_t *info,
                                              int argc, char **argv)
{
    int i;

    if (info->target_name == NULL ||
        strncmp(info->target_name, "riscv", 5) != 0) {
        fprintf(stderr, "ct_trace: RISC-V guests only (got %s)\n",
                info->target_name ? info->target_name : "?");
        return -1;
    }
    for (i = 0; i < argc; i++) {
        if (strncmp(argv[i], "dump=", 5) == 0) {
            if ((dump_file = open_arg_file(argv[i] + 5, "w")) == NULL) {
                return -1;
            }
        } else if (strncmp(argv[i], "out=", 4) == 0) {
            if ((out_file = open_arg_file(argv[i] + 4, "a")) == NULL) {
                return -1;
            }
        } else {
            fprintf(stderr, "ct_trace: unknown argument '%s'\n", argv[i]);
            return -1;
        }
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb_trans);
    qemu_plugin_register_atexit_cb(id, on_exit_cb, NULL);
    return 0;
}
