package main

// Reading a JSON-lines history (the format of tests/support/history.py, explained in
// docs/cluster-linearizability.md) and pairing invocations with their completions.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
)

// Event is one line of a history.
type Event struct {
	Index    int             `json:"index"`
	Type     string          `json:"type"`
	Process  int             `json:"process"`
	F        string          `json:"f"`
	Key      int64           `json:"key"`
	Value    json.RawMessage `json:"value"`
	Time     int64           `json:"time"`
	Previous *int64          `json:"previous,omitempty"`
	Swapped  *bool           `json:"swapped,omitempty"`
	Current  *int64          `json:"current,omitempty"`
	Error    string          `json:"error,omitempty"`
}

// Input is what an operation asked for: put's Value; cas's Expected and Value (the new value).
type Input struct {
	F        string
	Value    int64
	Expected int64
}

// Output is what an ok operation saw. Known is false for an indeterminate operation, which accepts
// any outcome.
type Output struct {
	Known    bool
	Previous int64 // put
	Read     int64 // get
	Swapped  bool  // cas
	Current  int64 // cas
}

// Op is an invocation and its completion: ok (Out.Known), info, or nil when the history ended with the
// operation in flight.
type Op struct {
	Invoke     Event
	Completion *Event
	In         Input
	Out        Output
	Call       int64
	Return     int64 // math.MaxInt64 when indeterminate
}

func readEvents(r io.Reader, source string) ([]Event, error) {
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 1<<16), 1<<24)
	var events []Event
	line := 0
	for scanner.Scan() {
		line++
		text := scanner.Bytes()
		if len(text) == 0 {
			continue
		}
		var e Event
		if err := json.Unmarshal(text, &e); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", source, line, err)
		}
		events = append(events, e)
	}
	if err := scanner.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", source, line+1, err)
	}
	return events, nil
}

func parseInput(e Event) (Input, error) {
	in := Input{F: e.F}
	switch e.F {
	case "put":
		if err := json.Unmarshal(e.Value, &in.Value); err != nil {
			return in, fmt.Errorf("event %d: put value %s is not an integer", e.Index, e.Value)
		}
	case "get":
	case "cas":
		var pair []int64
		if err := json.Unmarshal(e.Value, &pair); err != nil || len(pair) != 2 {
			return in, fmt.Errorf("event %d: cas value %s is not [expected, new]", e.Index, e.Value)
		}
		in.Expected, in.Value = pair[0], pair[1]
	default:
		return in, fmt.Errorf("event %d: unknown f %q", e.Index, e.F)
	}
	return in, nil
}

func parseOutput(e Event) (Output, error) {
	out := Output{Known: true}
	missing := func(what string) error { return fmt.Errorf("event %d: ok %s without %s", e.Index, e.F, what) }
	switch e.F {
	case "put":
		if e.Previous == nil {
			return out, missing("previous")
		}
		out.Previous = *e.Previous
	case "get":
		if err := json.Unmarshal(e.Value, &out.Read); err != nil {
			return out, missing("an integer value")
		}
	case "cas":
		if e.Swapped == nil || e.Current == nil {
			return out, missing("swapped and current")
		}
		out.Swapped, out.Current = *e.Swapped, *e.Current
	}
	return out, nil
}

// pair turns events into operations: fail completions are dropped (they never happened), info
// completions and invocations left in flight become indeterminate -- except gets, which are dropped too (a
// read with no result changed nothing and constrains nothing; keeping it would only widen the search).
func pair(events []Event) ([]Op, error) {
	pending := map[int]Event{}
	var ops []Op
	indeterminate := func(invoke Event, completion *Event) (Op, error) {
		in, err := parseInput(invoke)
		return Op{Invoke: invoke, Completion: completion, In: in, Call: invoke.Time, Return: math.MaxInt64}, err
	}
	for _, e := range events {
		if e.Type == "invoke" {
			if _, busy := pending[e.Process]; busy {
				return nil, fmt.Errorf("event %d: process %d invoked with an operation in flight", e.Index, e.Process)
			}
			pending[e.Process] = e
			continue
		}
		invoke, found := pending[e.Process]
		if !found {
			return nil, fmt.Errorf("event %d: %s of process %d without an invocation", e.Index, e.Type, e.Process)
		}
		delete(pending, e.Process)
		if invoke.F != e.F || invoke.Key != e.Key {
			return nil, fmt.Errorf("event %d: completes %s of key %d as %s of key %d", e.Index, invoke.F, invoke.Key, e.F, e.Key)
		}
		switch e.Type {
		case "fail":
		case "info":
			if invoke.F == "get" {
				continue
			}
			info := e
			op, err := indeterminate(invoke, &info)
			if err != nil {
				return nil, err
			}
			ops = append(ops, op)
		case "ok":
			in, err := parseInput(invoke)
			if err != nil {
				return nil, err
			}
			out, err := parseOutput(e)
			if err != nil {
				return nil, err
			}
			complete := e
			ops = append(ops, Op{Invoke: invoke, Completion: &complete, In: in, Out: out, Call: invoke.Time, Return: e.Time})
		default:
			return nil, fmt.Errorf("event %d: unknown type %q", e.Index, e.Type)
		}
	}
	for _, invoke := range pending {
		if invoke.F == "get" {
			continue
		}
		op, err := indeterminate(invoke, nil)
		if err != nil {
			return nil, err
		}
		ops = append(ops, op)
	}
	sort.SliceStable(ops, func(i, j int) bool { return ops[i].Call < ops[j].Call })
	return ops, nil
}

// byKey partitions operations per key, keys ascending.
func byKey(ops []Op) ([]int64, map[int64][]Op) {
	parts := map[int64][]Op{}
	var keys []int64
	for _, op := range ops {
		if _, seen := parts[op.Invoke.Key]; !seen {
			keys = append(keys, op.Invoke.Key)
		}
		parts[op.Invoke.Key] = append(parts[op.Invoke.Key], op)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys, parts
}
