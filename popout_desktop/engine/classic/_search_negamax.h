/*
 * _search_negamax.h: the body of the cyclic search, included once per connect length and mode.
 *
 * Before including, define FN (the function's name), K (the connect length: a constant in
 * the specialised copies, so that spots_k / has_line_k unroll; g->connect in the generic one)
 * and LIMITED (0: the exact search; 1: the depth-limited one, with a `depth` argument).
 *
 * This is search.Search._build's `negamax`, line for line (the comments name the Python
 * steps): with LIMITED 0 in exact mode, with LIMITED 1 with exact=False (the evaluation at
 * depth <= 0, table entries with their depth, the history bonus depth * depth). On a stop
 * (s->stopped set) it returns 0 at once: no table write, no history update, just as Python's
 * SearchStopped unwinds through its frames.
 */

#if LIMITED
static int FN(Search *s, bits_t cur, bits_t mask, int ply, int alpha, int beta, int depth)
#else
static int FN(Search *s, bits_t cur, bits_t mask, int ply, int alpha, int beta)
#endif
{
    const Geometry *g = s->g;
    /* state[0] += 1; every 1024 nodes: clock.check() */
    s->nodes++;
    if (!(s->nodes & CHECK_EVERY)) {
        check(s);
        if (s->stopped)
            return 0;
    }
    /* children = expand(lay, cur, mask); a win at once ends the node */
    Child children[MAX_CHILDREN];
    const int n_children = expand_k(g, cur, mask, children, (K));
    for (int i = 0; i < n_children; i++)
        if (children[i].outcome == WIN)
            return MATE - ply - 1;
    /* no loss before ply + 2, no win before ply + 3 */
    const int worst = -MATE + ply + 2;
    if (alpha < worst) {
        alpha = worst;
        if (alpha >= beta)
            return alpha;
    }
    const int best_possible = MATE - ply - 3;
    if (beta > best_possible) {
        beta = best_possible;
        if (alpha >= beta)
            return beta;
    }
#if LIMITED
    /* if not exact and depth <= 0: return evaluate_fn(cur, mask) */
    if (depth <= 0)
        return evaluate_k(g, cur, mask, (K));
#endif
    /* the key; with repetition draws (colour) the parity of the ply too */
    bits_t key = cur + mask;
    if (s->colour)
        key = (key << 1) | (bits_t)(ply & 1);
    /* the table entry: copied, since the table may grow (and move) during the recursion */
    int have_entry = 0, e_lo = -INF, e_hi = INF, tt_move = -1;
#if LIMITED
    int e_depth = 0;
#endif
    {
        const Entry *e = tt_get(s->table, key);
        if (e) {
            have_entry = 1;
            unpack(e->data, &e_lo, &e_hi, &tt_move);
#if LIMITED
            e_depth = unpack_depth(e->data);
#endif
        }
    }
    if (have_entry) {
#if LIMITED
        /* usable = e_depth >= depth; mate bounds are usable at any depth */
        const int usable = e_depth >= depth;
        if (e_lo > -INF && (usable || e_lo >= MATE_MIN)) {
#else
        if (e_lo > -INF) {
#endif
            const int lo = from_node(e_lo, ply);
            if (alpha < lo) {
                alpha = lo;
                if (alpha >= beta)
                    return alpha;
            }
        }
#if LIMITED
        if (e_hi < INF && (usable || e_hi <= -MATE_MIN)) {
#else
        if (e_hi < INF) {
#endif
            const int hi = from_node(e_hi, ply);
            if (beta > hi) {
                beta = hi;
                if (alpha >= beta)
                    return beta;
            }
        }
    }
    /* drops that let the opponent win at once need no search */
    const bits_t threats = spots_k(cur ^ mask, g->dirs, (K)) & (g->board ^ mask);
    const bits_t possible = (mask + g->bottom_row) & g->playable;
    const bits_t open_threats = threats & possible;
    Ordered ordered[MAX_CHILDREN];
    int n_ordered = 0;
    int best = -INF, best_move = -1;
    const int lose_now = -MATE + ply + 2;
    for (int i = 0; i < n_children; i++) {
        const Child *c = &children[i];
        if (c->outcome != CONTINUES) {
            /* a draw, or a pop that completes only the opponent's line */
            const int value = c->outcome == DRAW ? 0 : -MATE + ply + 1;
            if (value > best) {
                best = value;
                best_move = c->code;
            }
            continue;
        }
        if (!(c->code & POP)) {
            const bits_t disc = c->mask ^ mask;
            if ((open_threats ^ (open_threats & disc)) || (threats & (disc << 1))) {
                if (lose_now > best) {
                    best = lose_now;
                    best_move = c->code;
                }
                continue;
            }
        }
        int64_t order;
        if (c->code == tt_move)
            order = (int64_t)1 << 40;
        else
            order = ((int64_t)POPCOUNT64(spots_k(c->mask ^ c->cur, g->dirs, (K)) &
                                         (g->board ^ c->mask))
                     << 20) +
                    s->history[c->code];
        /* ordered.sort(key=_first, reverse=True): stable, descending; insert after every
         * element whose order is at least this one's */
        int j = n_ordered++;
        while (j > 0 && ordered[j - 1].order < order) {
            ordered[j] = ordered[j - 1];
            j--;
        }
        ordered[j].order = order;
        ordered[j].code = c->code;
        ordered[j].cur = c->cur;
        ordered[j].mask = c->mask;
    }
    if (best >= beta)
        return best;
    if (best > alpha)
        alpha = best;
    if (ply + 1 >= MAX_PLY) {
        s->stopped = STOP_DEPTH;
        return 0;
    }
    /* saved_low = state[1]; state[1] = _NO_DEPTH; path[key] = ply */
    const int saved_low = s->low;
    s->low = NO_DEPTH;
    path_push(s, key, ply);
    if (ply > s->max_ply)
        s->max_ply = ply;
    const int child_ply = ply + 1;
    const int child_parity = child_ply & 1;
    const int alpha0 = alpha;
    for (int i = 0; i < n_ordered; i++) {
        const Ordered *o = &ordered[i];
        bits_t child_key = o->cur + o->mask;
        int value;
        if (poisoned_has(s, child_parity, child_key))
            value = 0;
        else {
            if (s->colour)
                child_key = (child_key << 1) | (bits_t)child_parity;
            const int seen = path_find(s, child_key, ply);
            if (seen >= 0) {
                /* a repetition on the path: a draw, which refers to the ancestor at `seen` */
                value = 0;
                if (seen < s->low)
                    s->low = seen;
            } else {
#if LIMITED
                value = -FN(s, o->cur, o->mask, child_ply, -beta, -alpha, depth - 1);
#else
                value = -FN(s, o->cur, o->mask, child_ply, -beta, -alpha);
#endif
                if (s->stopped) {
                    path_pop(s, key, ply);
                    return 0;
                }
            }
        }
        if (value > best) {
            best = value;
            best_move = o->code;
            if (value > alpha) {
                if (value >= beta) {
#if LIMITED
                    s->history[o->code] += (int64_t)depth * depth; /* bonus(depth) */
#else
                    s->history[o->code] += 1; /* bonus(depth) is 1 in exact mode */
#endif
                    break;
                }
                alpha = value;
            }
        }
    }
    path_pop(s, key, ply);
    const int low = s->low;
    s->low = low < saved_low ? low : saved_low;
    if (low >= ply) {
        /* history-independent: store, with mate values relative to this node */
        const int stored = to_node(best, ply);
#if LIMITED
        /* the old bounds are merged only when stored at the same depth */
        const int same = have_entry && e_depth == depth;
#else
        const int same = have_entry;
#endif
        const int old_lo = same ? e_lo : -INF;
        const int old_hi = same ? e_hi : INF;
        int new_lo, new_hi;
        if (best >= beta) {
            new_lo = old_lo > stored ? old_lo : stored;
            new_hi = old_hi;
        } else if (best <= alpha0) {
            new_lo = old_lo;
            new_hi = old_hi < stored ? old_hi : stored;
        } else {
            new_lo = new_hi = stored;
        }
#if LIMITED
        const uint64_t data = pack_depth(new_lo, new_hi, best_move, depth);
#else
        const uint64_t data = pack(new_lo, new_hi, best_move);
#endif
        if (tt_put(s->table, key, data) < 0)
            s->stopped = STOP_ERROR;
    }
    return best;
}
