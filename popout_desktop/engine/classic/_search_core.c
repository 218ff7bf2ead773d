/*
 * _search_core: the cyclic search of popout_desktop.engine.classic.search in C, exact
 * (Search(exact=True)) or depth-limited (Search(exact=False, evaluate=evaluator(rules))).
 *
 * The same algorithm as the Python Search, step for step, so that it visits the same nodes,
 * returns the same values and leaves the same table and history behind:
 *
 *   - negamax with alpha-beta, fail-soft, values root-relative: a win whose last move is ply p
 *     from the root is MATE - p, a loss -(MATE - p), a draw 0; the table stores them relative
 *     to the node (see search.py);
 *   - move generation as board.expand: drops then pops, each in centre-first column order, with
 *     the outcome of every move (a pop can complete lines of both sides: the mover's wins, the
 *     opponent's alone loses; a drop filling the board and a pop emptying it draw);
 *   - drops that let the opponent win at once are not searched (they lose at ply + 2);
 *   - a move back onto the current path is a draw (0), and every value records the lowest
 *     ancestor ply such a repetition referred to (s->low, Python's state[1]); only values that
 *     referred to no ancestor above the node are stored: the graph-history-interaction rule of
 *     search.py's docstring;
 *   - repetition draws: two key sets (per parity of the ply) of positions drawn when entered,
 *     and the colour bit (key << 1 | ply & 1) in the table and path keys;
 *   - the table: key -> (lo, hi, best move), exact (it never forgets, like Python's dict);
 *     a depth-limited search's entries carry their depth too (usable at that depth or less,
 *     mate bounds at any depth; merged only with an entry of the same depth);
 *   - depth-limited: at depth <= 0 (after the win at once and the mate-distance bounds) the
 *     evaluation of evaluation.py, its masks and weights passed in (core_parameters); the
 *     history bonus of a cutoff is depth * depth (1 in exact mode);
 *   - move ordering: the table's move first, then (winning spots the move makes << 20) + the
 *     history heuristic of the move code, stable descending like Python's sort;
 *   - the clock: every 1024 nodes (Python's _CHECK_EVERY = 1023) a deadline on
 *     CLOCK_MONOTONIC, a node budget and a stop callable polled like Clock.stop. The GIL is
 *     released during the search and taken back only to poll `stop`.
 *
 * Boards: (rows + 1) * width <= 64 bits (<= 63 with repetition draws, for the colour bit),
 * at most MAX_COLUMNS columns, connect 2..MAX_CONNECT, side columns or not (their discs are in
 * cur / mask; only the playable columns in `order` are played). The constructor raises
 * ValueError otherwise, which is where a caller falls back to the Python Search.
 *
 * Python API (see the type's docstrings):
 *   Core(rows, width, connect, order, pop_out=True, poisoned=None, *, max_entries=0,
 *        evaluation=None)
 *        max_entries: 0 keeps every entry (node for node as Python), else a bound: the
 *        table is emptied when full (still exact: it holds true values only)
 *        evaluation: None (exact), or evaluation.core_parameters(layout): depth-limited
 *   core.negamax(cur, mask, alpha, beta, *, deadline=None, node_limit=None, stop=None,
 *        depth=None, parent=None) -> value, or None when stopped; depth: the depth-limited
 *        core's (required there); parent: a root key put on the path at ply 0, (cur, mask)
 *        then searched at ply 1 as its child (Search.root_values)
 *   core.evaluate(cur, mask): the depth-limited core's evaluation
 *   core.entry(key) -> (lo, hi, depth, move) or None   (as Python's table stores it; the
 *        depth is 1 << 30 in exact mode)
 *   core.table_items() -> dict, core.history() -> dict, core.nodes, core.table_size,
 *   core.max_ply, core.clear()
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_COLUMNS 16
#define MAX_CHILDREN (2 * MAX_COLUMNS)
#define MAX_PLY 1000 /* deeper paths stop with RecursionError, as Python's limit would */
#define CHECK_EVERY 1023u
#define PATH_FILTER_BITS 12

/* search.py's constants */
#define MATE 1000000
#define MATE_MIN (MATE - 100000)
#define INF (MATE + 1)
#define NO_DEPTH (1 << 30)
#define EVAL_WEIGHT_LIMIT 100000 /* every weight below EVAL_LIMIT */
/* board.py's */
#define POP 64
#define CONTINUES 0
#define WIN 1
#define LOSS 2
#define DRAW 3

/* why a search stopped, besides _core_common.h's STOP_CLOCK and STOP_ERROR */
#define STOP_DEPTH 3 /* the path reached MAX_PLY */

/* The table's slots: the key (in _core_common.h's Entry) and pack(lo, hi, move), 16 bytes a
 * slot. Once bounded and full, the table is emptied (tt_forget: tt_place's replace is 0). */
#define ENTRY_PAYLOAD uint64_t data; /* pack(lo, hi, move) */
#include "_core_common.h"

/* ---------------------------------------------------------------------------------------- */
/* Transposition table: key -> (lo, hi, best move).                                           */

/* lo and hi are within [-INF, INF] (21 bits with the offset), the move -1..127 (8 bits). */
#define VALUE_OFFSET (1 << 21)
static inline uint64_t pack(int lo, int hi, int move)
{
    return (uint64_t)(lo + VALUE_OFFSET) | ((uint64_t)(hi + VALUE_OFFSET) << 22) |
           ((uint64_t)(move + 1) << 44);
}
static inline void unpack(uint64_t data, int *lo, int *hi, int *move)
{
    *lo = (int)(data & 0x3FFFFF) - VALUE_OFFSET;
    *hi = (int)((data >> 22) & 0x3FFFFF) - VALUE_OFFSET;
    *move = (int)((data >> 44) & 0xFF) - 1;
}

/* A depth-limited search also stores the depth (1..MAX_DEPTH) in the top 12 bits; the exact
 * search leaves them 0 (its entries have Python's depth 1 << 30). */
#define DEPTH_SHIFT 52
#define MAX_DEPTH 4095
static inline uint64_t pack_depth(int lo, int hi, int move, int depth)
{
    return pack(lo, hi, move) | ((uint64_t)depth << DEPTH_SHIFT);
}
static inline int unpack_depth(uint64_t data) { return (int)(data >> DEPTH_SHIFT); }

/* Insert or overwrite. -1 when out of memory. */
static int tt_put(Table *t, bits_t key, uint64_t data)
{
    Entry *e = tt_place(t, key, 0);
    if (!e)
        return -1;
    e->data = data;
    return 0;
}

/* ---------------------------------------------------------------------------------------- */
/* The board (layout.Layout's masks).                                                         */

typedef struct {
    int connect, rows, width, stride;
    int pop_out;
    int n_order;
    int order[MAX_COLUMNS];      /* playable columns, centre first (Layout.order) */
    bits_t bottom[MAX_COLUMNS];  /* per column (full width): the bit of row 0 */
    bits_t column[MAX_COLUMNS];  /* every cell of the column */
    bits_t top[MAX_COLUMNS];     /* the bit of the top row */
    bits_t bottom_row;           /* bottom cells of the playable columns */
    bits_t playable;             /* every cell of the playable columns */
    bits_t board;                /* every cell of the board */
    int dirs[4];                 /* vertical, horizontal, the two diagonals */
    /* The evaluation of a depth-limited search (evaluation.py's, its constants passed in from
     * evaluation.core_parameters): limited is 0 for the exact search. */
    int limited;
    bits_t starts[4];            /* Layout.window_starts */
    int weights[MAX_CONNECT];    /* WINDOW_WEIGHTS[m] for windows holding m discs, m < connect */
    int spot, good_row_spot, must_block, double_threat, centre_weight, pop_option;
    bits_t odd_rows, even_rows, centre; /* _odd_rows, playable & ~odd, _centre_mask */
} Geometry;

/* layout's has_line: K discs in a row in some direction (the spare top bit of every column
 * keeps lines from wrapping). */
static ALWAYS_INLINE int has_line_k(bits_t p, const int *dirs, int K)
{
    for (int k = 0; k < 4; k++) {
        int d = dirs[k];
        bits_t m = p;
        for (int j = 1; j < K; j++)
            m &= shr(p, j * d);
        if (m)
            return 1;
    }
    return 0;
}

typedef struct {
    int code, outcome;
    bits_t cur, mask; /* the new position from the opponent's view */
} Child;

typedef struct {
    int64_t order;
    int code;
    bits_t cur, mask;
} Ordered;

/* board.expand: every legal move and its result, drops then pops, centre first. */
static ALWAYS_INLINE int expand_k(const Geometry *g, bits_t cur, bits_t mask, Child *out, int K)
{
    int n = 0;
    const bits_t full = g->playable;
    for (int i = 0; i < g->n_order; i++) {
        const int c = g->order[i];
        if (mask & g->top[c])
            continue;
        const bits_t disc = (mask + g->bottom[c]) & g->column[c];
        const bits_t mover = cur | disc;
        const bits_t new_mask = mask | disc;
        int outcome;
        if (has_line_k(mover, g->dirs, K))
            outcome = WIN;
        else if ((new_mask & full) == full)
            outcome = DRAW;
        else
            outcome = CONTINUES;
        out[n].code = c;
        out[n].outcome = outcome;
        out[n].cur = mover ^ new_mask;
        out[n].mask = new_mask;
        n++;
    }
    if (g->pop_out) {
        for (int i = 0; i < g->n_order; i++) {
            const int c = g->order[i];
            const bits_t low = g->bottom[c];
            if (!(cur & low))
                continue;
            const bits_t column = g->column[c];
            const bits_t upper = column ^ low;
            const bits_t mover = (cur & ~column) | ((cur & upper) >> 1);
            const bits_t new_mask = (mask & ~column) | ((mask & upper) >> 1);
            const bits_t opponent = mover ^ new_mask;
            int outcome;
            if (has_line_k(mover, g->dirs, K))
                outcome = WIN;
            else if (has_line_k(opponent, g->dirs, K))
                outcome = LOSS;
            else if (!(new_mask & full))
                outcome = DRAW;
            else
                outcome = CONTINUES;
            out[n].code = c | POP;
            out[n].outcome = outcome;
            out[n].cur = opponent;
            out[n].mask = new_mask;
            n++;
        }
    }
    return n;
}

/* evaluation.evaluator(rules)(cur, mask): the horizon's score from the mover's view, step for
 * step the generated Python source of evaluation._source. */
static ALWAYS_INLINE int evaluate_k(const Geometry *g, bits_t cur, bits_t mask, int K)
{
    const bits_t opp = cur ^ mask;
    int64_t score = 0;
    for (int k = 0; k < 4; k++) {
        const int d = g->dirs[k];
        for (int side = 0; side < 2; side++) {
            const bits_t who = side ? opp : cur;
            const bits_t other = side ? cur : opp;
            /* windows starting at x with no disc of `other` */
            bits_t any_other = other;
            for (int i = 1; i < K; i++)
                any_other |= shr(other, i * d);
            const bits_t open_w = g->starts[k] & ~any_other;
            /* bit-sliced count of who's discs in each window: digits b0, b1, b2 */
            bits_t b0 = 0, b1 = 0, b2 = 0;
            for (int i = 0; i < K; i++) {
                const bits_t x = shr(who, i * d) & open_w;
                const bits_t c = b0 & x;
                b0 ^= x;
                const bits_t c2 = b1 & c;
                b1 ^= c;
                b2 |= c2;
            }
            int64_t part = 0;
            for (int m = 1; m < K; m++) {
                const bits_t w = open_w & ((m & 1) ? b0 : ~b0) & ((m & 2) ? b1 : ~b1) &
                                 ((m & 4) ? b2 : ~b2);
                part += (int64_t)g->weights[m] * POPCOUNT64(w);
            }
            score += side ? -part : part;
        }
    }
    const bits_t empty = g->board ^ mask;
    const bits_t mine = spots_k(cur, g->dirs, K) & empty;
    const bits_t theirs = spots_k(opp, g->dirs, K) & empty;
    score += (int64_t)g->spot * (POPCOUNT64(mine) - POPCOUNT64(theirs));
    if (!g->pop_out) {
        /* the first player is to move when the playable discs are even */
        const int first = !(POPCOUNT64(mask & g->playable) & 1);
        const bits_t good_mine = first ? g->odd_rows : g->even_rows;
        const bits_t good_theirs = first ? g->even_rows : g->odd_rows;
        score += (int64_t)g->good_row_spot *
                 (POPCOUNT64(mine & good_mine) - POPCOUNT64(theirs & good_theirs));
    }
    const int urgent = POPCOUNT64(theirs & ((mask + g->bottom_row) & g->playable));
    if (urgent)
        score -= urgent > 1 ? g->double_threat : g->must_block;
    score += (int64_t)g->centre_weight * (POPCOUNT64(cur & g->centre) - POPCOUNT64(opp & g->centre));
    if (g->pop_out)
        score += (int64_t)g->pop_option *
                 (POPCOUNT64(cur & g->bottom_row) - POPCOUNT64(opp & g->bottom_row));
    return (int)score;
}

/* Root-relative <-> node-relative mate values (search.py's conversions). */
static inline int from_node(int v, int ply)
{
    return v >= MATE_MIN ? v - ply : (v <= -MATE_MIN ? v + ply : v);
}
static inline int to_node(int v, int ply)
{
    return v >= MATE_MIN ? v + ply : (v <= -MATE_MIN ? v - ply : v);
}

/* ---------------------------------------------------------------------------------------- */
/* The search state.                                                                          */

typedef struct {
    bits_t *keys; /* sorted */
    Py_ssize_t n;
} KeySet;

typedef struct Core Core;

typedef struct {
    const Geometry *g;
    Table *table;
    int64_t *history;       /* per move code (c or c | POP < 128): cutoffs caused */
    const KeySet *poisoned; /* [2]: per ply parity; n == 0 when none */
    int colour;             /* the key carries the ply's parity (poisoned given) */
    Core *core;             /* for the live node count that stop() may read */
    SEARCH_CLOCK_FIELDS
    int low; /* Python's state[1]: the lowest ancestor ply a repetition referred to */
    int max_ply;
    /* The path, Python's `path` dict: keys[ply] for ply 0..current, and a filter counting
     * path keys per hash so that most lookups end without a scan. */
    bits_t path_keys[MAX_PLY];
    uint16_t path_filter[1 << PATH_FILTER_BITS];
} Search;

static inline unsigned path_hash(bits_t key)
{
    return (unsigned)((key * 0x9E3779B97F4A7C15ull) >> (64 - PATH_FILTER_BITS));
}

static inline void path_push(Search *s, bits_t key, int ply)
{
    s->path_keys[ply] = key;
    s->path_filter[path_hash(key)]++;
}

static inline void path_pop(Search *s, bits_t key, int ply)
{
    (void)ply;
    s->path_filter[path_hash(key)]--;
}

/* The ply at which `key` is on the path (ancestors 0..top), or -1 (Python's path.get). */
static inline int path_find(const Search *s, bits_t key, int top)
{
    if (!s->path_filter[path_hash(key)])
        return -1;
    for (int p = 0; p <= top; p++)
        if (s->path_keys[p] == key)
            return p;
    return -1;
}

static inline int poisoned_has(const Search *s, int parity, bits_t key)
{
    const KeySet *set = &s->poisoned[parity];
    Py_ssize_t lo = 0, hi = set->n;
    while (lo < hi) {
        Py_ssize_t mid = (lo + hi) / 2;
        if (set->keys[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < set->n && set->keys[lo] == key;
}

struct Core {
    PyObject_HEAD
    Geometry g;
    Table table;
    int64_t history[128];
    KeySet poisoned[2];
    int colour;
    uint64_t nodes;
    int max_ply;
    int busy;
    Search *search; /* scratch state of the running search (the path is large) */
};

/* Every CHECK_EVERY + 1 nodes, as Clock.check: the deadline, then stop(). */
static void check(Search *s)
{
    if (clock_out(s->nodes, s->node_limit, s->deadline)) {
        s->stopped = STOP_CLOCK;
        return;
    }
    if (s->stop) {
        PyEval_RestoreThread(s->released);
        s->core->nodes = s->nodes; /* stop() may read search.nodes, as puzzle_proof's does */
        s->core->max_ply = s->max_ply;
        const int why = call_stop(s->stop);
        if (why)
            s->stopped = why;
        s->released = PyEval_SaveThread();
    }
}

/* ---------------------------------------------------------------------------------------- */
/* The search, specialised per connect length.                                                */

#define LIMITED 0
#define FN negamax_3
#define K 3
#include "_search_negamax.h"
#undef FN
#undef K
#define FN negamax_4
#define K 4
#include "_search_negamax.h"
#undef FN
#undef K
#define FN negamax_5
#define K 5
#include "_search_negamax.h"
#undef FN
#undef K
#define FN negamax_6
#define K 6
#include "_search_negamax.h"
#undef FN
#undef K
#define FN negamax_any
#define K (g->connect)
#include "_search_negamax.h"
#undef FN
#undef K
#undef LIMITED

/* The depth-limited search (Search(exact=False)): the same body with the depth, the horizon's
 * evaluation and the depth-aware table. */
#define LIMITED 1
#define FN limited_3
#define K 3
#include "_search_negamax.h"
#undef FN
#undef K
#define FN limited_4
#define K 4
#include "_search_negamax.h"
#undef FN
#undef K
#define FN limited_5
#define K 5
#include "_search_negamax.h"
#undef FN
#undef K
#define FN limited_6
#define K 6
#include "_search_negamax.h"
#undef FN
#undef K
#define FN limited_any
#define K (g->connect)
#include "_search_negamax.h"
#undef FN
#undef K
#undef LIMITED

/* ---------------------------------------------------------------------------------------- */
/* The Python type.                                                                           */

static int cmp_bits(const void *a, const void *b)
{
    bits_t x = *(const bits_t *)a, y = *(const bits_t *)b;
    return (x > y) - (x < y);
}

/* A KeySet from an iterable of ints (sorted, for binary search). */
static int keyset_from(PyObject *iterable, KeySet *out)
{
    PyObject *seq = PySequence_Fast(iterable, "poisoned: two iterables of keys");
    if (!seq)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    out->keys = n ? malloc((size_t)n * sizeof(bits_t)) : NULL;
    if (n && !out->keys) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (!parse_bits(PySequence_Fast_GET_ITEM(seq, i), &out->keys[i])) {
            Py_DECREF(seq);
            free(out->keys);
            out->keys = NULL;
            return -1;
        }
    Py_DECREF(seq);
    qsort(out->keys, (size_t)n, sizeof(bits_t), cmp_bits);
    out->n = n;
    return 0;
}

static void Core_free_parts(Core *self)
{
    tt_release(&self->table);
    for (int i = 0; i < 2; i++) {
        free(self->poisoned[i].keys);
        self->poisoned[i].keys = NULL;
        self->poisoned[i].n = 0;
    }
    free(self->search);
    self->search = NULL;
}

/* An int of the evaluation's parameters (a dict from evaluation.core_parameters). */
static int param_long(PyObject *params, const char *name, long long *out)
{
    PyObject *v = PyDict_GetItemString(params, name); /* borrowed */
    if (!v) {
        PyErr_Format(PyExc_ValueError, "evaluation: %s is missing", name);
        return -1;
    }
    *out = PyLong_AsLongLong(v);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
}

static int param_int(PyObject *params, const char *name, int *out)
{
    long long v;
    if (param_long(params, name, &v) < 0)
        return -1;
    if (v < -EVAL_WEIGHT_LIMIT || v > EVAL_WEIGHT_LIMIT) {
        PyErr_Format(PyExc_ValueError, "evaluation: %s is out of range", name);
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int param_bits(PyObject *params, PyObject *v, bits_t board, bits_t *out)
{
    (void)params;
    if (!parse_bits(v, out))
        return -1;
    if (*out & ~board) {
        PyErr_SetString(PyExc_ValueError, "evaluation: a mask outside the board");
        return -1;
    }
    return 0;
}

static int param_mask(PyObject *params, const char *name, bits_t board, bits_t *out)
{
    PyObject *v = PyDict_GetItemString(params, name);
    if (!v) {
        PyErr_Format(PyExc_ValueError, "evaluation: %s is missing", name);
        return -1;
    }
    return param_bits(params, v, board, out);
}

/* The evaluation's masks and weights into the geometry (see evaluation.core_parameters). */
static int geometry_evaluation(Geometry *g, PyObject *params)
{
    if (!PyDict_Check(params)) {
        PyErr_SetString(PyExc_TypeError, "evaluation: a dict (evaluation.core_parameters)");
        return -1;
    }
    if (param_int(params, "spot", &g->spot) < 0 ||
        param_int(params, "good_row_spot", &g->good_row_spot) < 0 ||
        param_int(params, "must_block", &g->must_block) < 0 ||
        param_int(params, "double_threat", &g->double_threat) < 0 ||
        param_int(params, "centre", &g->centre_weight) < 0 ||
        param_int(params, "pop_option", &g->pop_option) < 0 ||
        param_mask(params, "odd_rows", g->board, &g->odd_rows) < 0 ||
        param_mask(params, "even_rows", g->board, &g->even_rows) < 0 ||
        param_mask(params, "centre_mask", g->board, &g->centre) < 0)
        return -1;
    PyObject *starts = PyDict_GetItemString(params, "window_starts");
    PyObject *weights = PyDict_GetItemString(params, "window_weights");
    if (!starts || !weights) {
        PyErr_SetString(PyExc_ValueError, "evaluation: window_starts and window_weights");
        return -1;
    }
    PyObject *seq = PySequence_Fast(starts, "window_starts: four masks");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != 4) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "window_starts: four masks");
        return -1;
    }
    for (int k = 0; k < 4; k++)
        if (param_bits(params, PySequence_Fast_GET_ITEM(seq, k), g->board, &g->starts[k]) < 0) {
            Py_DECREF(seq);
            return -1;
        }
    Py_DECREF(seq);
    seq = PySequence_Fast(weights, "window_weights: a sequence of ints");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) < g->connect) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError,
                        "window_weights: a weight for every count of discs below connect");
        return -1;
    }
    for (int m = 0; m < g->connect; m++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, m));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (v < -EVAL_WEIGHT_LIMIT || v > EVAL_WEIGHT_LIMIT) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "window_weights: out of range");
            return -1;
        }
        g->weights[m] = (int)v;
    }
    Py_DECREF(seq);
    g->limited = 1;
    return 0;
}

static int Core_init(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"rows",        "width",      "connect", "order", "pop_out",
                             "poisoned",    "max_entries", "evaluation", NULL};
    int rows, width, connect, pop_out = 1;
    PyObject *order, *poisoned = Py_None, *evaluation = Py_None;
    Py_ssize_t max_entries = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iiiO|pO$nO", kwlist, &rows, &width, &connect,
                                     &order, &pop_out, &poisoned, &max_entries, &evaluation))
        return -1;
    if (check_max_entries(max_entries) < 0)
        return -1;
    Core_free_parts(self);
    int colour = poisoned != Py_None;
    int limit = colour ? 63 : 64;
    if (rows < 1 || width < 1 || width > MAX_COLUMNS || (rows + 1) * width > limit) {
        PyErr_Format(PyExc_ValueError,
                     "the board does not fit: (rows + 1) * width must be at most %d, width at "
                     "most %d",
                     limit, MAX_COLUMNS);
        return -1;
    }
    if (check_connect(connect) < 0)
        return -1;
    int columns[MAX_COLUMNS];
    const Py_ssize_t n_order =
        parse_order(order, width, columns, 1, "order: a column outside the board, or twice");
    if (n_order < 0)
        return -1;
    Geometry *g = &self->g;
    memset(g, 0, sizeof *g);
    g->connect = connect;
    g->rows = rows;
    g->width = width;
    g->stride = rows + 1;
    g->pop_out = pop_out;
    const bits_t full_column = ((bits_t)1 << rows) - 1;
    for (int c = 0; c < width; c++) {
        g->bottom[c] = (bits_t)1 << (c * g->stride);
        g->column[c] = full_column << (c * g->stride);
        g->top[c] = (bits_t)1 << (c * g->stride + rows - 1);
        g->board |= g->column[c];
    }
    for (Py_ssize_t i = 0; i < n_order; i++) {
        const int c = columns[i];
        g->order[i] = c;
        g->bottom_row |= g->bottom[c];
        g->playable |= g->column[c];
    }
    g->n_order = (int)n_order;
    g->dirs[0] = 1;
    g->dirs[1] = g->stride;
    g->dirs[2] = g->stride + 1;
    g->dirs[3] = g->stride - 1;
    if (evaluation != Py_None && geometry_evaluation(g, evaluation) < 0)
        return -1;
    self->colour = colour;
    if (colour) {
        PyObject *pair = PySequence_Fast(poisoned, "poisoned: a pair of key sets, or None");
        if (!pair)
            return -1;
        if (PySequence_Fast_GET_SIZE(pair) != 2) {
            Py_DECREF(pair);
            PyErr_SetString(PyExc_ValueError, "poisoned: a pair of key sets, or None");
            return -1;
        }
        for (int i = 0; i < 2; i++)
            if (keyset_from(PySequence_Fast_GET_ITEM(pair, i), &self->poisoned[i]) < 0) {
                Py_DECREF(pair);
                return -1;
            }
        Py_DECREF(pair);
    }
    memset(self->history, 0, sizeof self->history);
    self->nodes = 0;
    self->max_ply = 0;
    self->busy = 0;
    self->search = calloc(1, sizeof(Search));
    if (!self->search || tt_init(&self->table, TT_INITIAL_BITS) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    self->table.max_slots = tt_max_slots(max_entries);
    return 0;
}

static void Core_dealloc(Core *self)
{
    Core_free_parts(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Core_negamax(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"cur",  "mask", "alpha",  "beta", "deadline", "node_limit",
                             "stop", "depth", "parent", NULL};
    PyObject *cur_o, *mask_o, *deadline_o = Py_None, *limit_o = Py_None, *stop = Py_None;
    PyObject *depth_o = Py_None, *parent_o = Py_None;
    int alpha, beta;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOii|$OOOOO", kwlist, &cur_o, &mask_o, &alpha,
                                     &beta, &deadline_o, &limit_o, &stop, &depth_o, &parent_o))
        return NULL;
    if (busy_error(self->busy, "this search is already running") < 0)
        return NULL;
    if (!self->search || !self->table.slots) {
        PyErr_SetString(PyExc_RuntimeError, "the core is not initialised");
        return NULL;
    }
    bits_t cur, mask;
    Limits limits;
    if (parse_position(cur_o, mask_o, &cur, &mask) < 0 ||
        outside_board(cur, mask, self->g.board) < 0 ||
        parse_limits(deadline_o, limit_o, stop, &limits) < 0)
        return NULL;
    int depth = 0;
    if (self->g.limited) {
        if (depth_o == Py_None) {
            PyErr_SetString(PyExc_TypeError, "a depth-limited core needs depth=");
            return NULL;
        }
        long d = PyLong_AsLong(depth_o);
        if (d == -1 && PyErr_Occurred())
            return NULL;
        if (d > MAX_DEPTH) {
            PyErr_Format(PyExc_ValueError, "depth: at most %d", MAX_DEPTH);
            return NULL;
        }
        depth = d < -1 ? -1 : (int)d; /* every depth <= 0 is the horizon */
    } else if (depth_o != Py_None) {
        PyErr_SetString(PyExc_TypeError, "the exact core takes no depth");
        return NULL;
    }
    int have_parent = parent_o != Py_None;
    bits_t parent = 0;
    if (have_parent && !parse_bits(parent_o, &parent))
        return NULL;
    Search *s = self->search;
    s->g = &self->g;
    s->table = &self->table;
    s->history = self->history;
    s->poisoned = self->poisoned;
    s->colour = self->colour;
    s->core = self;
    s->nodes = self->nodes;
    s->node_limit = limits.node_limit;
    s->deadline = limits.deadline;
    s->stop = limits.stop;
    s->stopped = 0;
    s->low = NO_DEPTH; /* Search.negamax: self._state[1] = _NO_DEPTH */
    s->max_ply = self->max_ply;
    memset(s->path_filter, 0, sizeof s->path_filter);
    /* parent: the root's key on the path at ply 0, the position searched as its child at ply
     * 1 (Search.root_values) */
    const int ply = have_parent ? 1 : 0;
    if (have_parent)
        path_push(s, parent, 0);
    self->busy = 1;
    Py_INCREF(self); /* stop() could drop the last reference otherwise */
    s->released = PyEval_SaveThread();
    int value;
    if (self->g.limited)
        value = SPECIALISED(limited, self->g.connect)(s, cur, mask, ply, alpha, beta, depth);
    else
        value = SPECIALISED(negamax, self->g.connect)(s, cur, mask, ply, alpha, beta);
    PyEval_RestoreThread(s->released);
    self->busy = 0;
    self->nodes = s->nodes;
    self->max_ply = s->max_ply;
    int stopped = s->stopped;
    Py_DECREF(self);
    if (stopped == STOP_ERROR) {
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        return NULL;
    }
    if (stopped == STOP_DEPTH) {
        PyErr_SetString(PyExc_RecursionError, "the search path grew past MAX_PLY plies");
        return NULL;
    }
    if (stopped)
        Py_RETURN_NONE;
    return PyLong_FromLong(value);
}

static PyObject *entry_tuple(const Core *self, uint64_t data)
{
    int lo, hi, move;
    unpack(data, &lo, &hi, &move);
    return Py_BuildValue("(iiii)", lo, hi, self->g.limited ? unpack_depth(data) : NO_DEPTH,
                         move);
}

static PyObject *Core_evaluate(Core *self, PyObject *args)
{
    PyObject *cur_o, *mask_o;
    if (!PyArg_ParseTuple(args, "OO", &cur_o, &mask_o))
        return NULL;
    if (!self->g.limited) {
        PyErr_SetString(PyExc_TypeError, "the exact core has no evaluation");
        return NULL;
    }
    bits_t cur, mask;
    if (parse_position(cur_o, mask_o, &cur, &mask) < 0 ||
        outside_board(cur, mask, self->g.board) < 0)
        return NULL;
    return PyLong_FromLong(evaluate_k(&self->g, cur, mask, self->g.connect));
}

static PyObject *Core_entry(Core *self, PyObject *key_o)
{
    bits_t key;
    if (!parse_bits(key_o, &key))
        return NULL;
    if (self->busy || !self->table.slots) {
        PyErr_SetString(PyExc_RuntimeError, "the table is busy or missing");
        return NULL;
    }
    const Entry *e = tt_get(&self->table, key);
    if (!e)
        Py_RETURN_NONE;
    return entry_tuple(self, e->data);
}

/* d[k] = v for two new references, both given away (NULL: their making failed, an exception
 * set). -1 on failure. */
static int dict_put(PyObject *d, PyObject *k, PyObject *v)
{
    const int r = k && v ? PyDict_SetItem(d, k, v) : -1;
    Py_XDECREF(k);
    Py_XDECREF(v);
    return r;
}

static PyObject *Core_table_items(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (self->busy || !self->table.slots) {
        PyErr_SetString(PyExc_RuntimeError, "the table is busy or missing");
        return NULL;
    }
    PyObject *d = PyDict_New();
    if (!d)
        return NULL;
    for (size_t i = 0; i <= self->table.mask; i++) {
        const Entry *e = &self->table.slots[i];
        if (!e->key)
            continue;
        PyObject *k = PyLong_FromUnsignedLongLong(e->key - 1);
        if (dict_put(d, k, entry_tuple(self, e->data)) < 0) {
            Py_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static PyObject *Core_history(Core *self, PyObject *Py_UNUSED(ignored))
{
    PyObject *d = PyDict_New();
    if (!d)
        return NULL;
    for (int code = 0; code < 128; code++) {
        if (!self->history[code])
            continue;
        PyObject *k = PyLong_FromLong(code);
        if (dict_put(d, k, PyLong_FromLongLong(self->history[code])) < 0) {
            Py_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static PyObject *Core_clear(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (busy_error(self->busy, "this search is running") < 0)
        return NULL;
    if (tt_clear(&self->table) < 0)
        return PyErr_NoMemory();
    memset(self->history, 0, sizeof self->history);
    Py_RETURN_NONE;
}

static PyObject *Core_get_max_ply(Core *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLong(self->max_ply);
}

static PyMethodDef Core_methods[] = {
    {"negamax", (PyCFunction)(void (*)(void))Core_negamax, METH_VARARGS | METH_KEYWORDS,
     "negamax(cur, mask, alpha, beta, *, deadline=None, node_limit=None, stop=None,\n"
     "        depth=None, parent=None)\n"
     "The root-relative value of (cur, mask) as the root within [alpha, beta] (fail-soft), as\n"
     "Search.negamax (to depth in a depth-limited core), or None once stopped: at deadline\n"
     "(time.monotonic() seconds), when the total node count reaches node_limit, or when\n"
     "stop() returns true (polled every 1024 nodes; its exceptions propagate). parent: the\n"
     "root's key, put on the path at ply 0; (cur, mask) is then its child at ply 1."},
    {"evaluate", (PyCFunction)Core_evaluate, METH_VARARGS,
     "evaluate(cur, mask): the depth-limited core's evaluation, evaluation.evaluator's."},
    {"entry", (PyCFunction)Core_entry, METH_O,
     "entry(key) -> (lo, hi, depth, move) or None: the table entry as Search.table holds it."},
    {"table_items", (PyCFunction)Core_table_items, METH_NOARGS,
     "The whole table as a dict, as Search.table (for tests)."},
    {"history", (PyCFunction)Core_history, METH_NOARGS,
     "The history heuristic as a dict {move code: count} (non-zero counts), as Search.history."},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS, "Empty the table and the history."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"nodes", get_uint64, NULL, "Nodes searched since this core was made.", OFFSET(Core, nodes)},
    {"table_size", get_size, NULL, "Positions in the table.", OFFSET(Core, table.used)},
    {"max_ply", (getter)Core_get_max_ply, NULL, "The deepest ply searched (Search.max_ply).",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = CORE_TYPE(
    "_search_core.Core",
    "Core(rows, width, connect, order, pop_out=True, poisoned=None, *, max_entries=0,\n"
    "evaluation=None): the cyclic search of one board, exact (Search(layout,\n"
    "exact=True)) or with evaluation (evaluation.core_parameters(layout)) depth-limited\n"
    "(Search(layout, exact=False, evaluate=evaluator(rules))). order: the\n"
    "playable columns, centre first (Layout.order); poisoned: (keys drawn when\n"
    "entered at the root's ply parity, at the other parity), as Search's poisoned,\n"
    "or None; max_entries: 0 keeps every table entry, else the table is emptied\n"
    "when full.");

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_search_core",
    .m_doc = "The compiled core of popout_desktop.engine.classic.search, exact or depth-limited\n"
             "(same nodes).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__search_core(void)
{
    PyObject *m = core_module(&module, &CoreType);
    if (!m)
        return NULL;
    if (PyModule_AddIntConstant(m, "MATE", MATE) < 0 ||
        PyModule_AddIntConstant(m, "CHECK_EVERY", CHECK_EVERY + 1) < 0 ||
        PyModule_AddIntConstant(m, "MAX_PLY", MAX_PLY) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
