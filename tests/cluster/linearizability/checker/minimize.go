package main

// Shrinking a non-linearizable key history to a small one that is still non-linearizable *and* proves the
// original one wrong. Removing an arbitrary operation is not enough: dropping the put that explains a read
// makes that read look impossible. Only reductions that keep every linearizable history linearizable are
// used, so a failing result implies a failing original:
//
//  1. cut at a time t: drop operations invoked after t; an operation still running at t becomes
//     indeterminate (a prefix of a linearizable history is linearizable);
//  2. forget the outputs of an ok write (put, or cas that swapped): it becomes indeterminate, which
//     admits every linearization the ok operation admitted; and turn an indeterminate cas(e, n) into an
//     indeterminate put(n) (where the cas took effect the state was e, so the put has the same effect
//     there; where it did not, the put is left out, as an indeterminate operation may be);
//  3. drop a read-only operation: a get, or a cas that did not swap (it changed no state);
//  4. drop a write whose value v nobody observes: no other operation read v (get), returned it as previous
//     (put) or current (cas), or compares against it (cas expected). In a linearization the ops that ran
//     while the register held v can then only be indeterminate ones that need not take effect, so the
//     same linearization without the write is valid.
//
// Reduction 2 is what lets 4 apply along a chain of writes (each ok put observes its predecessor's value,
// each cas compares against it).
// The result is 1-minimal under these reductions (no single one keeps it failing) unless the time budget
// ran out first.

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/anishathalye/porcupine"
)

type minimizer struct {
	check    time.Duration // per Porcupine run
	deadline time.Time
}

func (m *minimizer) illegal(ops []Op) bool {
	return porcupine.CheckOperationsTimeout(kvModel, operations(ops), m.check) == porcupine.Illegal
}

func (m *minimizer) expired() bool { return time.Now().After(m.deadline) }

// cut returns the history as it stood at time t (reduction 1).
func cut(ops []Op, t int64) []Op {
	var result []Op
	for _, op := range ops {
		if op.Call > t {
			continue
		}
		if op.Out.Known && op.Return > t {
			op.Completion = &Event{Index: -1, Type: "info", Process: op.Invoke.Process, F: op.Invoke.F,
				Key: op.Invoke.Key, Value: op.Invoke.Value, Time: t, Error: "still running where the history was cut"}
			op.Out, op.Return = Output{}, math.MaxInt64
		}
		result = append(result, op)
	}
	return result
}

// shortestFailingPrefix finds by bisection the earliest return time at which the history already fails
// (failing is monotone in t: a prefix of a linearizable history is linearizable).
func (m *minimizer) shortestFailingPrefix(ops []Op) []Op {
	var times []int64
	for _, op := range ops {
		if op.Out.Known {
			times = append(times, op.Return)
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	lo, hi := 0, len(times)-1
	for lo < hi && !m.expired() {
		mid := (lo + hi) / 2
		if m.illegal(cut(ops, times[mid])) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if len(times) == 0 {
		return ops
	}
	return cut(ops, times[hi])
}

func readOnly(op Op) bool {
	return op.In.F == "get" || (op.In.F == "cas" && op.Out.Known && !op.Out.Swapped)
}

// observed reports whether any operation other than ops[skip] sees value v.
func observed(ops []Op, skip int, v int64) bool {
	for i, op := range ops {
		if i == skip {
			continue
		}
		if op.In.F == "cas" && op.In.Expected == v {
			return true
		}
		if !op.Out.Known {
			continue
		}
		switch op.In.F {
		case "get":
			if op.Out.Read == v {
				return true
			}
		case "put":
			if op.Out.Previous == v {
				return true
			}
		case "cas":
			if op.Out.Current == v {
				return true
			}
		}
	}
	return false
}

func removable(ops []Op, i int) bool {
	return readOnly(ops[i]) || !observed(ops, i, ops[i].In.Value)
}

// weaken applies reduction 2 to every write of ops[from:to].
func weaken(ops []Op, from, to int) []Op {
	result := append([]Op(nil), ops...)
	for i := from; i < to && i < len(result); i++ {
		op := &result[i]
		if op.Out.Known && (op.In.F == "put" || (op.In.F == "cas" && op.Out.Swapped)) {
			forgotten := *op.Completion
			forgotten.Type, forgotten.Previous, forgotten.Swapped, forgotten.Current = "info", nil, nil, nil
			forgotten.Error = "was ok; outputs forgotten by the minimizer"
			op.Completion, op.Out, op.Return = &forgotten, Output{}, math.MaxInt64
		}
		if !op.Out.Known && op.In.F == "cas" {
			was := fmt.Sprintf("was cas [%d,%d]; made an indeterminate put by the minimizer", op.In.Expected, op.In.Value)
			op.In = Input{F: "put", Value: op.In.Value}
			op.Invoke.F, op.Invoke.Value = "put", json.RawMessage(fmt.Sprint(op.In.Value))
			ended := Event{Index: -1, Type: "info", Process: op.Invoke.Process, Key: op.Invoke.Key, Time: op.Invoke.Time}
			if op.Completion != nil {
				ended = *op.Completion
			}
			ended.F, ended.Value, ended.Error = "put", op.Invoke.Value, was
			op.Completion = &ended
		}
	}
	return result
}

// without drops as many of ops[from:to] as reductions 3 and 4 allow, one sound removal at a time.
func without(ops []Op, from, to int) []Op {
	current := append([]Op(nil), ops...)
	for progress := true; progress; {
		progress = false
		for i := from; i < to && i < len(current); i++ {
			if removable(current, i) {
				current = append(current[:i:i], current[i+1:]...)
				to--
				progress = true
				break
			}
		}
	}
	return current
}

// weight orders histories by size, then by how many outputs they keep; each accepted reduction lowers it.
func weight(ops []Op) int {
	known := 0
	for _, op := range ops {
		if op.Out.Known {
			known++
		}
	}
	return len(ops)*(len(ops)+1) + known
}

// reduce tries the reductions on ops[from:to], strongest first, and keeps the first that still fails.
func (m *minimizer) reduce(ops []Op, from, to int) ([]Op, bool) {
	weakened := weaken(ops, from, to)
	for _, candidate := range [][]Op{without(weakened, from, to), without(ops, from, to), weakened} {
		if weight(candidate) < weight(ops) && m.illegal(candidate) {
			return candidate, true
		}
	}
	return ops, false
}

// minimize returns a small failing sub-history of a failing key history and whether it is 1-minimal.
func (m *minimizer) minimize(ops []Op) ([]Op, bool) {
	ops = m.shortestFailingPrefix(ops)
	for chunk := len(ops) / 2; chunk >= 1; {
		changed := false
		for i := 0; i < len(ops) && !m.expired(); {
			if reduced, ok := m.reduce(ops, i, i+chunk); ok {
				ops, changed = reduced, true
			} else {
				i += chunk
			}
		}
		if m.expired() {
			return ops, false
		}
		if chunk > 1 {
			chunk /= 2
		} else if !changed {
			break
		}
	}
	return ops, true
}
