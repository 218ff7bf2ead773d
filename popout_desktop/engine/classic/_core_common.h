/*
 * _core_common.h: what the two compiled cores of the classic engine share, written once.
 *
 * Included by _classic_core.c (the drop-only solver of drop_solver.py) and _search_core.c (the
 * cyclic search of search.py), after Python.h. Everything here is static: each core compiles its
 * own copy, so the specialised search bodies inline these helpers exactly as they did when each
 * core had them written out, and the two modules export nothing but PyInit.
 *
 *   - portability (GCC and Clang, or MSVC): ALWAYS_INLINE, POPCOUNT64 (inline arithmetic where
 *     the build may not use the popcnt instruction), the clock's headers, mmap;
 *   - bitboards: bits_t, shifts that give 0 from 64 on, spots_k (layout.spots_code as a loop);
 *   - the transposition table's open addressing (Table, tt_*): key + 1 in every slot, 0 for an
 *     empty one, grown at half load; a table of 4 MB or more mapped apart with huge pages asked
 *     for (tt_alloc), a child's slot prefetched (tt_prefetch). Before including this header a core defines
 *     ENTRY_PAYLOAD, the fields its slots keep beside the key, and the table's policy once
 *     bounded and full is its own (tt_place's `replace`);
 *   - the search bodies' copies per connect length (SPECIALISED);
 *   - the clock: a search's fields (SEARCH_CLOCK_FIELDS), monotonic_now, seconds_until, the
 *     budget and deadline (clock_out), stop() called with the GIL (call_stop, poll_stop), and
 *     the deadline / node_limit / stop arguments of a search call (Limits, parse_limits);
 *   - arguments: parse_bits, a position (parse_position, outside_board), max_entries
 *     (check_max_entries), the connect length and the playable columns of a board
 *     (check_connect, parse_order), a core that is searching (busy_error);
 *   - the Python type: its counters' getters (get_uint64, get_size), the type (CORE_TYPE, from
 *     the core's Core, Core_init, Core_dealloc, Core_methods and Core_getset) in a module of its
 *     own (core_module).
 */

#ifndef POPOUT_CORE_COMMON_H
#define POPOUT_CORE_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Portability: GCC and Clang, or MSVC. */
#if defined(_MSC_VER)
#include <intrin.h>
#include <windows.h>
#define ALWAYS_INLINE __forceinline
#define POPCOUNT64(x) ((int)__popcnt64(x))
#else
#if !defined(_WIN32)
#include <sys/mman.h> /* mmap, madvise: tt_alloc (MinGW has neither: calloc there) */
#endif
#include <time.h>
#define ALWAYS_INLINE inline __attribute__((always_inline))
#if defined(__POPCNT__)
#define POPCOUNT64(x) __builtin_popcountll(x)
#else
/* Built for any x86-64 (no -mpopcnt), __builtin_popcountll is a call into libgcc: 5 % of a
 * deep classic search's time. Inline bit arithmetic instead. */
static inline int popcount64(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}
#define POPCOUNT64(x) popcount64(x)
#endif
#endif

#define MAX_CONNECT 8
#define TT_INITIAL_BITS 12

/* why a search stopped (its `stopped`; 0 while it runs) */
#define STOP_CLOCK 1 /* deadline, node budget or stop() */
#define STOP_ERROR 2 /* a Python exception (from stop()) or no memory */

typedef uint64_t bits_t;

/* A left / right shift that is 0 when the amount reaches the word size (C leaves it undefined);
 * Python's unbounded ints give the same result once the board mask is applied. */
static inline bits_t shl(bits_t x, int n) { return n < 64 ? x << n : 0; }
static inline bits_t shr(bits_t x, int n) { return n < 64 ? x >> n : 0; }

/*
 * The cells x (unmasked: the caller applies board ^ mask) that would complete a line of K discs
 * of p with the other K - 1 cells in p: layout.spots_code, as a loop. For a direction d and the
 * gap at place i of the line, the cells x - i*d .. x - d and x + d .. x + (K-1-i)*d must be set;
 * l[j] / r[j] are the runs of j discs to one side. Vertically only the gap on top counts.
 * K is a compile-time constant in the cores' specialised copies, so the loops unroll.
 */
static ALWAYS_INLINE bits_t spots_k(bits_t p, const int *dirs, int K)
{
    bits_t w = ~(bits_t)0;
    for (int j = 1; j < K; j++)
        w &= shl(p, j * dirs[0]);
    for (int k = 1; k < 4; k++) {
        int d = dirs[k];
        bits_t l[MAX_CONNECT], r[MAX_CONNECT];
        l[0] = r[0] = ~(bits_t)0;
        for (int j = 1; j < K; j++) {
            l[j] = shl(p, j * d) & l[j - 1];
            r[j] = shr(p, j * d) & r[j - 1];
        }
        for (int i = 0; i < K; i++)
            w |= l[i] & r[K - 1 - i];
    }
    return w;
}

/* A search body's copy for `connect`: FN_3 .. FN_6, specialised (K a constant), or FN_any. */
#define SPECIALISED(FN, connect)                                                                   \
    ((connect) == 3   ? FN##_3                                                                     \
     : (connect) == 4 ? FN##_4                                                                     \
     : (connect) == 5 ? FN##_5                                                                     \
     : (connect) == 6 ? FN##_6                                                                     \
                      : FN##_any)

/* ---------------------------------------------------------------------------------------- */
/* The transposition table: open addressing on key + 1 (keys are never all ones).             */

typedef struct {
    bits_t key; /* key + 1; 0 marks an empty slot */
    ENTRY_PAYLOAD
#if defined(TT_GENERATIONS)
    uint32_t gen; /* the table's generation when written: a slot of another one is empty */
#endif
} Entry;

typedef struct {
    Entry *slots;
    size_t mask; /* capacity - 1, capacity a power of 2 */
    size_t used;
    size_t max_slots; /* 0: grows without bound (exact, like Python's dict); else the table
                       * never grows past this many slots (see tt_place) */
    uint32_t gen;     /* TT_GENERATIONS: the live slots' generation, never 0 (see tt_empty) */
} Table;

/* A core that defines TT_GENERATIONS before including this header tags every slot with the
 * table's generation: a slot is live when its tag is the table's, so tt_empty empties a table
 * of any size at once, its slots kept (no zeroing, no regrowth). Without it a slot is live
 * when its key is not 0. */
#if defined(TT_GENERATIONS)
#define TT_LIVE(t, e) ((e)->gen == (t)->gen)
#define TT_MARK(t, e) ((e)->gen = (t)->gen)
#else
#define TT_LIVE(t, e) ((e)->key != 0)
#define TT_MARK(t, e) ((void)0)
#endif

static inline size_t tt_hash(bits_t key, size_t mask)
{
    return (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & mask;
}

/* Tables of at least this many bytes are mapped apart (where the system can back them with
 * huge pages), smaller ones come from calloc. A deep search's table grows to hundreds of
 * megabytes, and nearly every probe of it is a cache miss: with 4 KB pages most are a TLB miss
 * too, and its growth faults every page in. Backed by 2 MB pages (Linux's transparent huge
 * pages, asked for with madvise: the usual "madvise" setting grants them only so) Pons'
 * begin set ran about 20 % faster. */
#define TT_MAPPED_BYTES ((size_t)4 << 20)

/* cap zeroed slots, NULL when out of memory. */
static Entry *tt_alloc(size_t cap)
{
#if defined(MADV_HUGEPAGE)
    const size_t bytes = cap * sizeof(Entry);
    if (bytes >= TT_MAPPED_BYTES) {
        void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        (void)madvise(p, bytes, MADV_HUGEPAGE); /* a hint: without it, 4 KB pages */
        return (Entry *)p;
    }
#endif
    return (Entry *)calloc(cap, sizeof(Entry));
}

/* Free slots from tt_alloc(cap) (NULL: nothing). */
static void tt_free(Entry *slots, size_t cap)
{
    if (!slots)
        return;
#if defined(MADV_HUGEPAGE)
    if (cap * sizeof(Entry) >= TT_MAPPED_BYTES) {
        munmap(slots, cap * sizeof(Entry));
        return;
    }
#endif
    (void)cap;
    free(slots);
}

/* Free the table's slots (slots NULL after). */
static void tt_release(Table *t)
{
    tt_free(t->slots, t->mask + 1);
    t->slots = NULL;
}

/* An empty table of 2**bits slots (max_slots untouched). -1 when out of memory (slots NULL). */
static int tt_init(Table *t, int bits)
{
    size_t cap = (size_t)1 << bits;
    t->slots = tt_alloc(cap);
    if (!t->slots)
        return -1;
    t->mask = cap - 1;
    t->used = 0;
    t->gen = 1; /* zeroed slots are of generation 0: empty */
    return 0;
}

/* Empty the table back to its first size, its bound kept. -1 when out of memory (slots NULL). */
static int tt_clear(Table *t)
{
    tt_release(t);
    return tt_init(t, TT_INITIAL_BITS);
}

/* Empty the table, keeping at most 2**bits of its slots (at least its first size; its bound
 * kept): a table emptied between searches of a few thousand nodes each then need not grow
 * again (and rehash) from its first size every time. -1 when out of memory (slots NULL). */
static inline int tt_reset(Table *t, int bits)
{
    int have = 0;
    while (((size_t)1 << have) < t->mask + 1)
        have++;
    if (bits > have)
        bits = have;
    if (bits < TT_INITIAL_BITS)
        bits = TT_INITIAL_BITS;
    if (t->slots && bits == have) {
        memset(t->slots, 0, (t->mask + 1) * sizeof(Entry));
        t->used = 0;
        t->gen = 1;
        return 0;
    }
    tt_release(t);
    return tt_init(t, bits);
}

#if defined(TT_GENERATIONS)
/* Empty the table, its slots kept: the next generation (zeroed afresh once in 2**32). */
static inline void tt_empty(Table *t)
{
    if (++t->gen == 0) {
        memset(t->slots, 0, (t->mask + 1) * sizeof(Entry));
        t->gen = 1;
    }
    t->used = 0;
}
#endif

/* A bounded table that is full forgets everything (the search core's policy: its entries are
 * true values of positions, history-independent, so any subset of them keeps the search exact;
 * it only revisits). */
static inline void tt_forget(Table *t)
{
    memset(t->slots, 0, (t->mask + 1) * sizeof(Entry));
    t->used = 0;
}

/* Start loading key's home slot into the cache (a hint: nothing is read or written). */
static inline void tt_prefetch(const Table *t, bits_t key)
{
#if defined(_MSC_VER)
    (void)t;
    (void)key;
#else
    __builtin_prefetch(&t->slots[tt_hash(key + 1, t->mask)]);
#endif
}

static inline const Entry *tt_get(const Table *t, bits_t key)
{
    bits_t stored = key + 1;
    for (size_t i = tt_hash(stored, t->mask);; i = (i + 1) & t->mask) {
        const Entry *e = &t->slots[i];
        if (!TT_LIVE(t, e))
            return NULL;
        if (e->key == stored)
            return e;
    }
}

/* The slot of `stored` (a key + 1): its own, or the empty slot that ends its probe chain. */
static inline Entry *tt_slot(const Table *t, bits_t stored)
{
    size_t i = tt_hash(stored, t->mask);
    while (TT_LIVE(t, &t->slots[i]) && t->slots[i].key != stored)
        i = (i + 1) & t->mask;
    return &t->slots[i];
}

static int tt_grow(Table *t)
{
    Table bigger;
    size_t old_cap = t->mask + 1;
    int bits = 0;
    while (((size_t)1 << bits) < old_cap * 2)
        bits++;
    if (tt_init(&bigger, bits) < 0)
        return -1;
    bigger.gen = t->gen; /* the live slots move as they are; the new ones are 0: empty */
    for (size_t j = 0; j < old_cap; j++) {
        const Entry *e = &t->slots[j];
        if (!TT_LIVE(t, e))
            continue;
        size_t i = tt_hash(e->key, bigger.mask);
        while (TT_LIVE(&bigger, &bigger.slots[i]))
            i = (i + 1) & bigger.mask;
        bigger.slots[i] = *e;
    }
    bigger.used = t->used;
    bigger.max_slots = t->max_slots;
    tt_release(t);
    *t = bigger;
    return 0;
}

/*
 * The slot tt_put writes key's payload to: its own, or a new one (the table grown at half load);
 * NULL when out of memory. A bounded table at its bound takes a new key by the core's policy,
 * `replace` (a constant at each call): 1, the new key takes its home slot's place (the classic
 * solver's, as Pons' table does: slots are never emptied, so every probe chain stays whole; the
 * replaced key is merely forgotten, the bounds are only a cache); 0, the table forgets
 * everything first (tt_forget).
 */
static ALWAYS_INLINE Entry *tt_place(Table *t, bits_t key, int replace)
{
    const bits_t stored = key + 1;
    Entry *e = tt_slot(t, stored);
    if (TT_LIVE(t, e) && e->key == stored)
        return e;
    if ((t->used + 1) * 2 > t->mask + 1) {
        if (t->max_slots && (t->mask + 1) * 2 > t->max_slots) {
            if (replace) {
                e = &t->slots[tt_hash(stored, t->mask)];
                e->key = stored;
                TT_MARK(t, e);
                return e;
            }
            tt_forget(t);
        } else if (tt_grow(t) < 0)
            return NULL;
        e = tt_slot(t, stored);
    }
    e->key = stored;
    TT_MARK(t, e);
    t->used++;
    return e;
}

/* The bound of a table of at most max_entries entries (0: none): at most half the slots are
 * used, so max_entries entries need twice as many slots. */
static size_t tt_max_slots(Py_ssize_t max_entries)
{
    size_t slots = 0;
    if (max_entries > 0) {
        slots = (size_t)1 << TT_INITIAL_BITS;
        while (slots < (size_t)max_entries * 2)
            slots *= 2;
    }
    return slots;
}

/* ---------------------------------------------------------------------------------------- */
/* The clock.                                                                                 */

/* The clock of a running search, in each core's Search: the search bodies count nodes and test
 * stopped, check() reads the rest every CHECK_EVERY + 1 nodes. */
#define SEARCH_CLOCK_FIELDS                                                                        \
    uint64_t nodes;          /* total, kept in the core's object between calls */                  \
    uint64_t node_limit;     /* stop once nodes reaches it (UINT64_MAX: never) */                  \
    double deadline;         /* monotonic_now() seconds (see parse_limits); < 0: none */           \
    PyObject *stop;          /* callable or NULL */                                                \
    PyThreadState *released; /* the saved thread state while the GIL is released */                \
    int stopped;             /* STOP_CLOCK, STOP_ERROR or the core's own reason; 0: running */

/* The limits a search call is given (parse_limits). */
typedef struct {
    double deadline;     /* monotonic_now() seconds; -1: none */
    uint64_t node_limit; /* UINT64_MAX: none */
    PyObject *stop;      /* a callable (borrowed) or NULL */
} Limits;

/* A monotonic clock in seconds. Its origin need not be time.monotonic()'s: a search converts
 * the deadline it is given into this clock once, at its start (parse_limits). */
static double monotonic_now(void)
{
#if defined(_MSC_VER)
    LARGE_INTEGER count, frequency;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return (double)count.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
}

/* The seconds left until `deadline`, a time.monotonic() time (read through Python, since its
 * clock differs by platform). NaN with an exception set when time.monotonic() fails. The time
 * module and the method's name are looked up once (importing on every call cost a solve through
 * the public API about 1.3 us, as much as an easy position's whole search); the method itself
 * is looked up at each call, so a patched time.monotonic is the one read. */
static double seconds_until(double deadline)
{
    static PyObject *time_module = NULL, *monotonic_name = NULL;
    if (!time_module) {
        monotonic_name = PyUnicode_InternFromString("monotonic");
        if (!monotonic_name)
            return Py_NAN;
        time_module = PyImport_ImportModule("time");
        if (!time_module)
            return Py_NAN;
    }
    PyObject *now = PyObject_CallMethodNoArgs(time_module, monotonic_name);
    if (!now)
        return Py_NAN;
    double seconds = PyFloat_AsDouble(now);
    Py_DECREF(now);
    if (seconds == -1 && PyErr_Occurred())
        return Py_NAN;
    return deadline - seconds;
}

/* The node budget or the deadline (this clock's seconds, < 0: none) has run out. */
static inline int clock_out(uint64_t nodes, uint64_t node_limit, double deadline)
{
    return nodes >= node_limit || (deadline >= 0 && monotonic_now() >= deadline);
}

/* stop() called, the GIL held: STOP_CLOCK when it returns true, STOP_ERROR when it raises (or
 * its truth does), else 0. */
static int call_stop(PyObject *stop)
{
    PyObject *r = PyObject_CallNoArgs(stop);
    if (!r)
        return STOP_ERROR;
    int truth = PyObject_IsTrue(r);
    Py_DECREF(r);
    if (truth < 0)
        return STOP_ERROR;
    return truth ? STOP_CLOCK : 0;
}

/* stop() polled by a search that released the GIL (*released, its saved thread state), taken
 * back around the call: as call_stop. */
static inline int poll_stop(PyObject *stop, PyThreadState **released)
{
    PyEval_RestoreThread(*released);
    const int why = call_stop(stop);
    *released = PyEval_SaveThread();
    return why;
}

/* The limits of a search call: deadline (a time.monotonic() time, or None) into this clock's
 * seconds (0, already past, stops at the first check), node_limit (an int, or None) and stop
 * (a callable, or None). -1 with an exception set. */
static int parse_limits(PyObject *deadline_o, PyObject *limit_o, PyObject *stop, Limits *out)
{
    out->deadline = -1;
    if (deadline_o != Py_None) {
        double at = PyFloat_AsDouble(deadline_o);
        if (at == -1 && PyErr_Occurred())
            return -1;
        double left = seconds_until(at);
        if (Py_IS_NAN(left))
            return -1;
        out->deadline = left > 0 ? monotonic_now() + left : 0;
    }
    out->node_limit = UINT64_MAX;
    if (limit_o != Py_None) {
        out->node_limit = PyLong_AsUnsignedLongLong(limit_o);
        if (out->node_limit == (uint64_t)-1 && PyErr_Occurred())
            return -1;
    }
    if (stop != Py_None && !PyCallable_Check(stop)) {
        PyErr_SetString(PyExc_TypeError, "stop must be callable or None");
        return -1;
    }
    out->stop = stop == Py_None ? NULL : stop;
    return 0;
}

/* ---------------------------------------------------------------------------------------- */
/* Arguments and the module.                                                                  */

static int parse_bits(PyObject *obj, bits_t *out)
{
    if (PyLong_CheckExact(obj)) {
        /* Below 2**63 (every board of ours but the widest): a few instructions, where
         * PyLong_AsUnsignedLongLong goes through _PyLong_AsByteArray (a tenth of the
         * Python side of an easy position's solve through the public API). */
        int overflow;
        const long long small = PyLong_AsLongLongAndOverflow(obj, &overflow);
        if (!overflow && small >= 0) {
            *out = (bits_t)small;
            return 1;
        }
    }
    unsigned long long v = PyLong_AsUnsignedLongLong(obj);
    if (v == (unsigned long long)-1 && PyErr_Occurred())
        return 0;
    *out = (bits_t)v;
    return 1;
}

/* A position (cur, mask): two ints of 64 bits. -1 with an exception set. */
static int parse_position(PyObject *cur_o, PyObject *mask_o, bits_t *cur, bits_t *mask)
{
    return parse_bits(cur_o, cur) && parse_bits(mask_o, mask) ? 0 : -1;
}

/* A ValueError (-1) unless mask is on the board and cur among mask's discs. */
static int outside_board(bits_t cur, bits_t mask, bits_t board)
{
    if ((mask & ~board) || (cur & ~mask)) {
        PyErr_SetString(PyExc_ValueError, "cur / mask outside the board");
        return -1;
    }
    return 0;
}

/* A RuntimeError (-1) with `message` while the core is busy: a search runs, the GIL released. */
static int busy_error(int busy, const char *message)
{
    if (busy) {
        PyErr_SetString(PyExc_RuntimeError, message);
        return -1;
    }
    return 0;
}

static int check_max_entries(Py_ssize_t max_entries)
{
    if (max_entries < 0 || (max_entries > 0 && max_entries < 1024)) {
        PyErr_SetString(PyExc_ValueError, "max_entries: 0 (no bound) or at least 1024");
        return -1;
    }
    return 0;
}

static int check_connect(int connect)
{
    if (connect < 2 || connect > MAX_CONNECT) {
        PyErr_Format(PyExc_ValueError, "connect must be 2..%d", MAX_CONNECT);
        return -1;
    }
    return 0;
}

/* The playable columns of `order` (a sequence of ints, centre first: Layout.order) into
 * columns[]: how many (1..width), or -1 with an exception set; `outside` is the message for a
 * column outside 0..width-1 or, with `distinct`, one given twice. */
static Py_ssize_t parse_order(PyObject *order, int width, int *columns, int distinct,
                              const char *outside)
{
    uint64_t seen = 0; /* width <= 64 */
    PyObject *seq = PySequence_Fast(order, "order must be a sequence of columns");
    if (!seq)
        return -1;
    Py_ssize_t n_order = PySequence_Fast_GET_SIZE(seq);
    if (n_order < 1 || n_order > width) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "order: 1..width playable columns");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n_order; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (c == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (c < 0 || c >= width || (distinct && (seen >> c & 1))) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, outside);
            return -1;
        }
        seen |= (uint64_t)1 << c;
        columns[i] = (int)c;
    }
    Py_DECREF(seq);
    return n_order;
}

/* Getters of a core's counters, a uint64_t or a size_t at `offset` in the object (the getset's
 * closure: OFFSET(Core, field)). */
#define OFFSET(type, field) ((void *)offsetof(type, field))

static PyObject *get_uint64(PyObject *self, void *offset)
{
    return PyLong_FromUnsignedLongLong(*(const uint64_t *)((const char *)self + (size_t)offset));
}

static PyObject *get_size(PyObject *self, void *offset)
{
    return PyLong_FromSize_t(*(const size_t *)((const char *)self + (size_t)offset));
}

/* A core's type: the core's Core objects, made by Core_init and freed by Core_dealloc, with its
 * Core_methods and Core_getset. */
#define CORE_TYPE(name, doc)                                                                       \
    {                                                                                              \
        PyVarObject_HEAD_INIT(NULL, 0).tp_name = (name), .tp_doc = (doc),                          \
        .tp_basicsize = sizeof(Core), .tp_flags = Py_TPFLAGS_DEFAULT,                              \
        .tp_new = PyType_GenericNew, .tp_init = (initproc)Core_init,                               \
        .tp_dealloc = (destructor)Core_dealloc, .tp_methods = Core_methods,                        \
        .tp_getset = Core_getset,                                                                  \
    }

/* The module of `def` holding `type` as its Core. NULL with an exception set. */
static PyObject *core_module(struct PyModuleDef *def, PyTypeObject *type)
{
    if (PyType_Ready(type) < 0)
        return NULL;
    PyObject *m = PyModule_Create(def);
    if (!m)
        return NULL;
    Py_INCREF(type);
    if (PyModule_AddObject(m, "Core", (PyObject *)type) < 0) {
        Py_DECREF(type);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

#endif /* POPOUT_CORE_COMMON_H */
