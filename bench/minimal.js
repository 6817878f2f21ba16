/* eslint-disable @typescript-eslint/no-unused-vars -- the top-level functions are what the bench calls, as Sheets calls a script's */
// The floor for the bench: all 28 custom functions in as little exact code as
// the rules allow, written from docs/rules.md, not from src/. Integer
// (BigInt) weights over 6^n (36 for zero dice) until the last step, each cell
// the correctly rounded double of weight/total. No argument checks beyond
// what a 0–20 column needs, no caching: what any exact script must at least do.
// A plain script, and no BigInt literals (Apps Script's parser rejects them).
// Builtins are read once: a global lookup costs ~1 µs in a node:vm context.
var big = BigInt,
  num = Number,
  isArray = Array.isArray,
  clz32 = Math.clz32,
  pow = Math.pow,
  max = Math.max,
  min = Math.min;
var N0 = big(0),
  N1 = big(1),
  N5 = big(5),
  N6 = big(6),
  N36 = big(36);

function bits(x) {
  var h = x.toString(16);
  return h.length * 4 - (clz32('0123456789abcdef'.indexOf(h[0])) - 28);
}

// The double nearest n/d (ties to even), n ≥ 0, d > 0.
function ratio(n, d) {
  if (n < 9007199254740992 && d < 9007199254740992) return num(n) / num(d);
  if (n === N0) return 0;
  var s = 54 - bits(n) + bits(d);
  var q = s >= 0 ? (n << big(s)) / d : n / (d << big(-s));
  var exact = s >= 0 ? q * d === n << big(s) : q * (d << big(-s)) === n;
  var e = bits(q) - 1 - s;
  var keep = e < -1022 ? 53 + 1022 + e : 53;
  var drop = bits(q) - keep;
  var m = q >> big(drop);
  var rest = q - (m << big(drop));
  var half = N1 << big(drop - 1);
  if (rest > half || (rest === half && (!exact || (m & N1) === N1))) m += N1;
  var p = drop - s;
  return num(m) * pow(2, p + 600) * pow(2, -600);
}

function gcd(a, b) {
  while (b !== N0) {
    var t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// What the table reads off one roll: weights of the die 1–6 (6: one six) and of a critical, over `total`.
function read(n) {
  var w = [];
  if (n === 0) {
    for (var x = 1; x <= 6; x++) w.push(big((7 - x) * (7 - x) - (6 - x) * (6 - x)));
    return { w: w, crit: N0, total: N36 };
  }
  var b = big(n);
  for (var y = 1; y <= 5; y++) w.push(big(y) ** b - big(y - 1) ** b);
  var one = b * N5 ** (b - N1);
  w.push(one);
  var total = N6 ** b;
  return { w: w, crit: total - N5 ** b - one, total: total };
}

// Bad, Partial, Clean, Critical weights over 6^n, or over 36 for the lower of two.
function bandWeights(n) {
  var r = read(n);
  var w = r.w;
  return { w: [w[0] + w[1] + w[2], w[3] + w[4], w[5], r.crit], total: r.total };
}

// One row per cell of a column; a left-out value is `fallback` (2 dice when not given).
function column(x, f, fallback) {
  if (!isArray(x)) return [f(x === undefined || x === null ? (fallback === undefined ? 2 : fallback) : num(x))];
  var out = [];
  for (var i = 0; i < x.length; i++) out.push(f(num(x[i][0])));
  return out;
}

function cells(ws, total) {
  return ws.map(function (w) {
    return ratio(w, total);
  });
}

function BLADES_BANDS(dice) {
  return column(dice, function (n) {
    var b = bandWeights(n);
    return cells(b.w, b.total);
  });
}

function BLADES_FRACTIONS(dice) {
  return column(dice, function (n) {
    var b = bandWeights(n);
    return b.w.map(function (w) {
      var g = gcd(w, b.total);
      return b.total / g === N1 ? String(w / g) : w / g + '/' + b.total / g;
    });
  });
}

function BLADES_AT_LEAST(dice, band) {
  var from = ['bad', 'partial', 'clean', 'critical'].indexOf(String(band).trim().toLowerCase());
  return column(dice, function (n) {
    var b = bandWeights(n);
    var sum = N0;
    for (var i = from; i < 4; i++) sum += b.w[i];
    return [ratio(sum, b.total)];
  });
}

function BLADES_ODDS_TABLE(max, min) {
  var rows = [['Dice', 'Bad', 'Partial', 'Clean', 'Critical']];
  for (var n = min || 0; n <= (max === undefined ? 6 : max); n++) {
    var b = bandWeights(n);
    rows.push([n].concat(cells(b.w, b.total)));
  }
  return rows;
}

// Stress costs −1 (critical), 0 (a six), 1 (a five) … 5 (a one).
function BLADES_RESIST(dice) {
  return column(dice, function (n) {
    var r = read(n);
    return cells([r.crit].concat(r.w.slice().reverse()), r.total);
  });
}

function BLADES_RESIST_MEAN(dice) {
  return column(dice, function (n) {
    var r = read(n);
    var sum = -r.crit;
    for (var x = 1; x <= 6; x++) sum += big(6 - x) * r.w[x - 1];
    return [ratio(sum, r.total)];
  });
}

function BLADES_VICE(dice) {
  return column(dice, function (n) {
    var r = read(n);
    var w = r.w.slice();
    w[5] += r.crit;
    return cells(w, r.total);
  });
}

// One roll's steps, [ticks, weight] for Bad, Partial, Clean, Critical.
function steps(n, ticks) {
  var b = bandWeights(n);
  return {
    steps: [0, 1, 2, 3].map(function (i) {
      return [ticks[i], b.w[i]];
    }),
    total: b.total,
  };
}

// A downtime roll marks 1 (1–3), 2 (4/5), 3 (6), 5 (critical), each coin raising the result a level.
function clockSteps(n, coin) {
  var marks = [1, 2, 3, 5];
  return steps(
    n,
    [0, 1, 2, 3].map(function (i) {
      return marks[min(i + (coin || 0), 3)];
    }),
  );
}

// open[k]: weight over total^k of k rolls leaving the clock short, k = 0 … rolls.
function unfilled(s, segments, rolls) {
  var step = s.steps;
  var least = min(step[0][0], step[1][0], step[2][0], step[3][0]);
  var zero = N0; // a local: each read of a top-level var is a global lookup
  var at = [N1];
  var open = [N1];
  for (var k = 1; k <= rolls; k++) {
    var next = [];
    for (var p = 0; p < segments; p++) next[p] = zero;
    for (var q = min((k - 1) * least, segments); q < at.length; q++) {
      if (at[q] === zero) continue;
      for (var j = 0; j < 4; j++) if (q + step[j][0] < segments) next[q + step[j][0]] += at[q] * step[j][1];
    }
    var sum = zero;
    for (p = 0; p < segments; p++) sum += next[p];
    open.push(sum);
    at = next;
  }
  return open;
}

// Entry k: P(full after at most k rolls) = 1 − open[k], over total^k.
function fullBy(s, segments, rolls) {
  var open = unfilled(s, segments, rolls);
  var row = [];
  var all = N1;
  for (var k = 1; k <= rolls; k++) {
    all *= s.total;
    row.push(ratio(all - open[k], all));
  }
  return row;
}

function BLADES_CLOCK(dice, segments, coin) {
  return column(dice, function (n) {
    return fullBy(clockSteps(n, coin), segments, segments);
  });
}

// E[rolls] = Σ_{k<segments} P(short after k rolls), over total^(segments−1).
function BLADES_CLOCK_MEAN(dice, segments, coin) {
  return column(dice, function (n) {
    var s = clockSteps(n, coin);
    var open = unfilled(s, segments, segments - 1);
    var sum = N0;
    var scale = N1;
    for (var k = segments - 1; k >= 0; k--) {
      sum += open[k] * scale;
      scale *= s.total;
    }
    return [ratio(sum, scale / s.total)];
  });
}

var EFFECTS = { limited: [0, 1, 1, 2], standard: [0, 2, 2, 3], great: [0, 3, 3, 4], extreme: [0, 4, 4, 5] };
function ticksOf(effect) {
  return isArray(effect) ? effect[0].map(num) : EFFECTS[String(effect).trim().toLowerCase()];
}

function BLADES_PROGRESS(dice, segments, effect, rolls) {
  var ticks = ticksOf(effect);
  return column(dice, function (n) {
    return fullBy(steps(n, ticks), segments, rolls === undefined || rolls === null ? segments : rolls);
  });
}

// E(p) = (W + Σ w_t E(p + t)) / D, D = W − the weight ticking nothing; N(p) over D^(segments − p), from the full end back.
function BLADES_PROGRESS_MEAN(dice, segments, effect) {
  var ticks = ticksOf(effect);
  return column(dice, function (n) {
    var s = steps(n, ticks);
    var d = s.total;
    for (var i = 0; i < 4; i++) if (s.steps[i][0] === 0) d -= s.steps[i][1];
    var powers = [N1];
    for (var j = 1; j <= segments; j++) powers.push(powers[j - 1] * d);
    var e = [];
    for (var p = segments - 1; p >= 0; p--) {
      var acc = s.total * powers[segments - p - 1];
      for (i = 0; i < 4; i++) {
        var t = s.steps[i][0];
        if (t > 0 && p + t < segments) acc += s.steps[i][1] * e[p + t] * powers[t - 1];
      }
      e[p] = acc;
    }
    return [ratio(e[0], powers[segments])];
  });
}

// Trauma: a resistance cost of at least the boxes left, track − stress; a cost of c is a highest die of 6 − c.
function BLADES_TRAUMA(dice, stress, track) {
  var left = (track === undefined ? 9 : track) - stress;
  return column(dice, function (n) {
    var r = read(n);
    var sum = N0;
    for (var x = 1; x <= 6 - left; x++) sum += r.w[x - 1];
    return [ratio(sum, r.total)];
  });
}

// Overindulging: the vice roll (a critical clears 6) reads more than is marked.
function BLADES_OVERINDULGE(dice, stress) {
  return column(dice, function (n) {
    var r = read(n);
    var sum = stress < 6 ? r.crit : N0;
    for (var x = stress + 1; x <= 6; x++) sum += r.w[x - 1];
    return [ratio(sum, r.total)];
  });
}

// A crew's pools: one value, or a row or column of cells; blank cells are empty slots.
function crew(pools) {
  var cells = isArray(pools) ? pools.flat() : [pools];
  var out = [];
  for (var i = 0; i < cells.length; i++) if (cells[i] !== '') out.push(num(cells[i]));
  return out;
}

// The best single result: P(best ≤ L) = Π P(level ≤ L) over the participants, as weights over Π 6^n.
// Synchronized: no critical, and at most one 6 across the rolls (none, or participant j's lone 6).
function BLADES_GROUP(pools, synchronized) {
  var list = crew(pools);
  var bad = N1,
    upToPartial = N1,
    upToClean = N1,
    loneSix = N0,
    total = N1;
  for (var i = 0; i < list.length; i++) {
    var b = bandWeights(list[i]);
    var w = b.w;
    var noSix = w[0] + w[1];
    loneSix = loneSix * noSix + upToPartial * w[2];
    bad *= w[0];
    upToPartial *= noSix;
    upToClean *= b.total - w[3];
    total *= b.total;
  }
  var clean = synchronized === true ? loneSix : upToClean - upToPartial;
  return [cells([bad, upToPartial - bad, clean, total - upToPartial - clean], total)];
}

// The leader takes 1 stress per Bad roll: the count of Bads, participant by participant.
function BLADES_GROUP_STRESS(pools) {
  var list = crew(pools);
  var counts = [N1],
    total = N1;
  for (var i = 0; i < list.length; i++) {
    var b = bandWeights(list[i]);
    var bad = b.w[0],
      notBad = b.total - bad;
    var next = [];
    for (var k = 0; k <= counts.length; k++) next.push((k < counts.length ? counts[k] * notBad : N0) + (k > 0 ? counts[k - 1] * bad : N0));
    counts = next;
    total *= b.total;
  }
  return [cells(counts, total)];
}

// Resistance: a cost of c (−1 for a critical) and its weight; the die x costs 6 − x.
function costs(n) {
  var r = read(n);
  var out = [[-1, r.crit]];
  for (var x = 1; x <= 6; x++) out.push([6 - x, r.w[x - 1]]);
  return { costs: out, total: r.total };
}

// Rolls one after another: state m stress; a cost reaching the boxes left is trauma, else the stress moves (never below 0).
function BLADES_TRAUMA_BY(dice, stress, rolls, track) {
  var boxes = track === undefined || track === null ? 9 : track;
  return column(dice, function (n) {
    var c = costs(n);
    var zero = N0;
    var at = [];
    for (var m = 0; m < boxes; m++) at.push(zero);
    at[stress] = N1;
    var row = [];
    var all = N1;
    for (var k = 1; k <= rolls; k++) {
      var next = [];
      for (m = 0; m < boxes; m++) next.push(zero);
      for (m = 0; m < boxes; m++) {
        if (at[m] === zero) continue;
        for (var i = 0; i < 7; i++)
          if (c.costs[i][0] < boxes - m) next[m + c.costs[i][0] < 0 ? 0 : m + c.costs[i][0]] += at[m] * c.costs[i][1];
      }
      all *= c.total;
      var safe = zero;
      for (m = 0; m < boxes; m++) safe += next[m];
      row.push(ratio(all - safe, all));
      at = next;
    }
    return row;
  });
}

// E[m] = 1 + Σ P(m → m') E[m'], times the total: a system that steps back at most one box (a critical), so
// eliminating the one subdiagonal, fraction-free, leaves it triangular; E[m] is an integer over the last pivot.
function BLADES_TRAUMA_MEAN(dice, stress, track) {
  var boxes = track === undefined || track === null ? 9 : track;
  return column(dice, function (n) {
    var c = costs(n);
    var zero = N0;
    var a = [];
    var b = [];
    for (var m = 0; m < boxes; m++) {
      var row = [];
      for (var j = 0; j < boxes; j++) row.push(zero);
      row[m] = c.total;
      for (var i = 0; i < 7; i++) if (c.costs[i][0] < boxes - m) row[m + c.costs[i][0] < 0 ? 0 : m + c.costs[i][0]] -= c.costs[i][1];
      a.push(row);
      b.push(c.total);
    }
    for (m = 1; m < boxes; m++) {
      var p = a[m - 1][m - 1],
        f = a[m][m - 1];
      for (j = m - 1; j < boxes; j++) a[m][j] = a[m][j] * p - f * a[m - 1][j];
      b[m] = b[m] * p - f * b[m - 1];
    }
    var det = a[boxes - 1][boxes - 1];
    var x = [];
    for (m = boxes - 1; m >= 0; m--) {
      var s = b[m] * det;
      for (j = m + 1; j < boxes; j++) s -= a[m][j] * x[j];
      x[m] = s / a[m][m];
    }
    return [ratio(x[stress], det)];
  });
}

// Push yourself: 0 stress on a critical, 1 on a 6, 2 on a 4/5, 3 on 1–3.
function pushWeights(n) {
  var r = read(n);
  return [r.crit, r.w[5], r.w[3] + r.w[4], r.w[0] + r.w[1] + r.w[2]];
}

function BLADES_DC_PUSH(dice) {
  return column(dice, function (n) {
    return cells(pushWeights(n), read(n).total);
  });
}

function BLADES_DC_PUSH_MEAN(dice) {
  return column(dice, function (n) {
    var w = pushWeights(n);
    return [ratio(w[1] + big(2) * w[2] + big(3) * w[3], read(n).total)];
  });
}

// The bonus-dice options: label, extra dice, the crew's stress.
var OPTIONS = [
  ['As rolled', 0, 0],
  ['Assist', 1, 1],
  ["Devil's bargain", 1, 0],
  ['Push', 1, 2],
  ["Assist + Devil's bargain", 2, 1],
  ['Assist + push', 2, 3],
];

function BLADES_OPTIONS(dice) {
  var n = dice === undefined || dice === null ? 2 : num(dice);
  var rows = [['Option', 'Dice', 'Stress', 'Bad', 'Partial', 'Clean', 'Critical']];
  for (var i = 0; i < OPTIONS.length; i++) {
    var b = bandWeights(n + OPTIONS[i][1]);
    rows.push([OPTIONS[i][0], n + OPTIONS[i][1], OPTIONS[i][2]].concat(cells(b.w, b.total)));
  }
  return rows;
}

// tail[i]: tuples of n dice in which at least i show `high` faces of 6 (the i-th highest die among them), i = 0 … n + 1.
function tail(n, high) {
  var out = [];
  var c = N1;
  var exact = [];
  for (var j = 0; j <= n; j++) {
    exact.push(c * big(high) ** big(j) * big(6 - high) ** big(n - j));
    c = (c * big(n - j)) / big(j + 1);
  }
  out[n + 1] = N0;
  for (j = n; j >= 0; j--) out[j] = out[j + 1] + exact[j];
  return out;
}

// Threat i (from 1) reads the i-th highest of rating + threats − 1 dice: avoided on a 6, reduced on a 4/5 when risky.
// A zero rating: threat 1 reads the lower of two, the others the threats − 1 dice of their own.
function threatRoll(dice, threats, position) {
  var risky = position === undefined || position === null || String(position).trim().toLowerCase() !== 'desperate';
  var zero = dice === 0;
  var n = zero ? threats - 1 : dice + threats - 1;
  var six = tail(n, 1),
    four = tail(n, 3);
  var own = zero ? N36 : N1;
  var total = N6 ** big(n) * own;
  var rows = [];
  for (var i = 1; i <= threats; i++) {
    var avoided, notFull;
    if (zero && i === 1) {
      avoided = N6 ** big(n);
      notFull = big(9) * N6 ** big(n);
    } else {
      var rank = zero ? i - 1 : i;
      avoided = six[rank] * own;
      notFull = four[rank] * own;
    }
    var reduced = risky ? notFull - avoided : N0;
    rows.push([avoided, reduced, total - avoided - reduced]);
  }
  var all = zero ? six[threats - 1] : six[threats],
    none = zero ? big(9) * four[threats - 1] : four[threats];
  return { rows: rows, all: all, none: risky ? none : all, edge: zero ? N0 : six[2], total: total };
}

function BLADES_THREAT(dice, threats, position) {
  var t = threatRoll(dice === undefined || dice === null ? 2 : num(dice), threats, position);
  return t.rows.map(function (row) {
    return cells(row, t.total);
  });
}

function BLADES_THREAT_ALL(dice, threats, position) {
  return column(dice, function (n) {
    var t = threatRoll(n, threats, position);
    return cells([t.all, t.none, t.edge], t.total);
  });
}

// A left-out optional argument's value.
function given(x, fallback) {
  return x === undefined || x === null ? fallback : num(x);
}

// The engagement roll: 1 die, +1 per advantage, −1 per disadvantage; below 1, the lower of two.
function BLADES_ENGAGEMENT(advantages, disadvantages) {
  var against = given(disadvantages, 0);
  return column(
    advantages,
    function (n) {
      var b = bandWeights(max(0, 1 + n - against));
      return cells(b.w, b.total);
    },
    0,
  );
}

// Opposed fortune rolls compare result levels: ahead, level, behind.
function BLADES_VERSUS(dice, opposed) {
  var them = bandWeights(num(opposed));
  return column(dice, function (n) {
    var mine = bandWeights(n);
    var ahead = N0,
      level = N0,
      below = N0;
    for (var i = 0; i < 4; i++) {
      ahead += mine.w[i] * below;
      level += mine.w[i] * them.w[i];
      below += them.w[i];
    }
    var total = mine.total * them.total;
    return cells([ahead, level, total - ahead - level], total);
  });
}

// The entanglement table's columns, heat 0–3, 4/5, 6 and up; rows 1–3, 4/5, 6 (a critical reads as a 6).
var ENTANGLEMENTS = [
  ['Gang Trouble or The Usual Suspects', 'Rivals or Unquiet Dead', 'Cooperation'],
  ['Gang Trouble or Questioning', 'Reprisals or Unquiet Dead', 'Show of Force'],
  ['Flipped or Interrogation', 'Demonic Notice or Show of Force', 'Arrest'],
];

function BLADES_ENTANGLEMENT(wanted, heat) {
  var h = given(heat, 0);
  var rows = column(wanted, function (n) {
    var b = bandWeights(n);
    return cells([b.w[0], b.w[1], b.w[2] + b.w[3]], b.total);
  });
  return [ENTANGLEMENTS[h >= 6 ? 2 : h >= 4 ? 1 : 0].slice()].concat(rows);
}

// The coin a roll at level 0–3 (quality −1 … +2 over Tier) needs to reach quality q: acquiring pays a level a coin up
// to a critical and 2 a quality past it; crafting 1 a quality, no cap.
function coinFor(level, q, craft) {
  var rolled = level - 1;
  if (craft) return max(0, q - rolled);
  return max(0, min(q, 2) - rolled) + 2 * max(0, q - 2);
}

function acquireArgs(quality, mode) {
  return { q: given(quality, 1), craft: mode !== undefined && mode !== null && String(mode).trim().toLowerCase() === 'craft' };
}

// Reaching the quality having spent at most c coin, c = 0 … what acquiring costs after a 1–3 (crafting's rows as wide).
function BLADES_ACQUIRE(dice, quality, mode) {
  var a = acquireArgs(quality, mode);
  var width = coinFor(0, a.q, false) + 1;
  return column(dice, function (n) {
    var b = bandWeights(n);
    var row = [];
    for (var c = 0; c < width; c++) {
      var sum = N0;
      for (var i = 0; i < 4; i++) if (coinFor(i, a.q, a.craft) <= c) sum += b.w[i];
      row.push(ratio(sum, b.total));
    }
    return row;
  });
}

// The mean coin, one cell per cell of a grid of pools.
function BLADES_ACQUIRE_MEAN(dice, quality, mode) {
  var a = acquireArgs(quality, mode);
  var mean = function (n) {
    var b = bandWeights(n);
    var sum = N0;
    for (var i = 0; i < 4; i++) sum += big(coinFor(i, a.q, a.craft)) * b.w[i];
    return ratio(sum, b.total);
  };
  if (!isArray(dice)) return [[mean(given(dice, 2))]];
  return dice.map(function (row) {
    return row.map(function (x) {
      return mean(num(x));
    });
  });
}

// Heat and the wanted level: state wanted · 9 + heat for wanted 0–3, and 36 for wanted 4 (its heat no longer matters).
// Each score takes its heat (every 9 a wanted level, those past 4 lost); before the next, each reduce-heat roll clears
// 1, 2, 3 or 5 heat (never below 0). Row k: weights of wanted 0–4 after k scores, over W^(rolls · (k − 1)).
function BLADES_WANTED(heat_per_score, scores, reduce_dice, reduce_rolls, heat, wanted) {
  var gained = num(heat_per_score),
    rolls = given(reduce_rolls, 0),
    start = given(wanted, 0);
  var b = bandWeights(given(reduce_dice, 2));
  var clear = [1, 2, 3, 5];
  var zero = N0;
  var fresh = function () {
    var a = [];
    for (var i = 0; i < 37; i++) a.push(zero);
    return a;
  };
  var at = fresh();
  at[start === 4 ? 36 : start * 9 + given(heat, 0)] = N1;
  var total = N1;
  var after = [];
  var extend = function () {
    var i, next;
    if (after.length > 0)
      for (var r = 0; r < rolls; r++) {
        next = fresh();
        next[36] = at[36] * b.total;
        for (i = 0; i < 36; i++) {
          if (at[i] === zero) continue;
          var w = (i / 9) | 0,
            h = i % 9;
          for (var l = 0; l < 4; l++) next[w * 9 + max(0, h - clear[l])] += at[i] * b.w[l];
        }
        at = next;
        total *= b.total;
      }
    next = fresh();
    next[36] = at[36];
    for (i = 0; i < 36; i++) {
      var sum = (i % 9) + gained,
        up = min(4, ((i / 9) | 0) + ((sum / 9) | 0));
      next[up === 4 ? 36 : up * 9 + (sum % 9)] += at[i];
    }
    at = next;
    var levels = [zero, zero, zero, zero, at[36]];
    for (i = 0; i < 36; i++) levels[(i / 9) | 0] += at[i];
    after.push(cells(levels, total));
  };
  return column(scores, function (n) {
    while (after.length < n) extend();
    return after[n - 1].slice();
  });
}
