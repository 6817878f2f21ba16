/* eslint-disable @typescript-eslint/no-unused-vars -- the top-level functions are what the bench calls, as Sheets calls a script's */
// The floor for the bench: the custom functions in as little exact code as
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
  pow = Math.pow;
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

function column(x, f) {
  if (!isArray(x)) return [f(x === undefined || x === null ? 2 : num(x))];
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

// open[k]: weight over total^k of k rolls leaving the clock short; marks 1 (1–3), 2 (4/5), 3 (6), 5 (critical).
function unfilled(n, segments) {
  var r = read(n);
  var w = r.w;
  var step = [
    [1, w[0] + w[1] + w[2]],
    [2, w[3] + w[4]],
    [3, w[5]],
    [5, r.crit],
  ];
  var at = [N1];
  var open = [N1];
  for (var k = 1; k < segments; k++) {
    var next = [];
    for (var p = k; p < segments; p++) next[p] = N0;
    for (var q = k - 1; q < segments; q++) {
      if (at[q] === undefined) continue;
      for (var j = 0; j < 4; j++) if (q + step[j][0] < segments) next[q + step[j][0]] += at[q] * step[j][1];
    }
    var sum = N0;
    for (p = k; p < segments; p++) sum += next[p];
    open.push(sum);
    at = next;
  }
  return { open: open, total: r.total };
}

function BLADES_CLOCK(dice, segments) {
  return column(dice, function (n) {
    var u = unfilled(n, segments);
    var row = [];
    var all = N1;
    for (var k = 1; k <= segments; k++) {
      all *= u.total;
      row.push(ratio(all - (k < segments ? u.open[k] : N0), all));
    }
    return row;
  });
}

// E[rolls] = Σ_{k<segments} P(short after k rolls), over total^(segments−1).
function BLADES_CLOCK_MEAN(dice, segments) {
  return column(dice, function (n) {
    var u = unfilled(n, segments);
    var sum = N0;
    var scale = N1;
    for (var k = segments - 1; k >= 0; k--) {
      sum += u.open[k] * scale;
      scale *= u.total;
    }
    return [ratio(sum, scale / u.total)];
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
