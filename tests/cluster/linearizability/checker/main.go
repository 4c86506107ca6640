// Command checker decides whether a key-value history (JSON lines, docs/cluster-linearizability.md) is
// linearizable, with Porcupine (github.com/anishathalye/porcupine), one key at a time.
//
//	checker [-timeout 120s] [-minimize 60s] [-visualize DIR] HISTORY.jsonl|-
//
// It prints one JSON verdict on stdout and exits 0 when every key is linearizable, 1 when a key is not
// (each such key is reported with a minimal failing sub-history, minimize.go), 2 when a check timed out
// without a violation, 3 on bad input. With -visualize it writes Porcupine's HTML view of each
// minimal failing history to DIR/key-<key>.html.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/anishathalye/porcupine"
)

type keyResult struct {
	Key        int64  `json:"key"`
	Operations int    `json:"operations"`
	Result     string `json:"result"`
}

type violation struct {
	Key           int64   `json:"key"`
	Operations    int     `json:"operations"`
	Minimal       bool    `json:"minimal"`
	History       []Event `json:"history"`
	Visualization string  `json:"visualization,omitempty"`
}

type verdict struct {
	Result        string      `json:"result"`
	Events        int         `json:"events"`
	Operations    int         `json:"operations"`
	Indeterminate int         `json:"indeterminate"`
	Keys          []keyResult `json:"keys"`
	Violations    []violation `json:"violations"`
}

const (
	exitOk = iota
	exitIllegal
	exitUnknown
	exitBadInput
)

func main() {
	timeout := flag.Duration("timeout", 120*time.Second, "Porcupine time limit per key (0: none)")
	budget := flag.Duration("minimize", 60*time.Second, "time limit for shrinking each failing key")
	visualize := flag.String("visualize", "", "directory for Porcupine's HTML view of each failing key")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: checker [-timeout D] [-minimize D] [-visualize DIR] HISTORY.jsonl|-")
		os.Exit(exitBadInput)
	}
	source := flag.Arg(0)
	var in io.Reader = os.Stdin
	if source != "-" {
		file, err := os.Open(source)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(exitBadInput)
		}
		defer file.Close()
		in = file
	}
	events, err := readEvents(in, source)
	if err == nil {
		var result verdict
		result, err = check(events, *timeout, *budget, *visualize)
		if err == nil {
			out := json.NewEncoder(os.Stdout)
			if err = out.Encode(result); err == nil {
				os.Exit(map[string]int{"ok": exitOk, "illegal": exitIllegal, "unknown": exitUnknown}[result.Result])
			}
		}
	}
	fmt.Fprintln(os.Stderr, err)
	os.Exit(exitBadInput)
}

func check(events []Event, timeout, budget time.Duration, visualize string) (verdict, error) {
	ops, err := pair(events)
	if err != nil {
		return verdict{}, err
	}
	result := verdict{Result: "ok", Events: len(events), Operations: len(ops), Keys: []keyResult{}, Violations: []violation{}}
	for _, op := range ops {
		if !op.Out.Known {
			result.Indeterminate++
		}
	}
	keys, parts := byKey(ops)
	for _, key := range keys {
		keyOps := parts[key]
		outcome := porcupine.CheckOperationsTimeout(kvModel, operations(keyOps), timeout)
		result.Keys = append(result.Keys, keyResult{Key: key, Operations: len(keyOps), Result: string(outcome)})
		switch outcome {
		case porcupine.Illegal:
			result.Result = "illegal"
			v, err := explain(key, keyOps, timeout, budget, visualize)
			if err != nil {
				return result, err
			}
			result.Violations = append(result.Violations, v)
		case porcupine.Unknown:
			if result.Result == "ok" {
				result.Result = "unknown"
			}
		}
	}
	return result, nil
}

// explain shrinks one failing key history and renders what is left as events in time order.
func explain(key int64, ops []Op, timeout, budget time.Duration, visualize string) (violation, error) {
	m := minimizer{check: timeout, deadline: time.Now().Add(budget)}
	small, minimal := m.minimize(ops)
	v := violation{Key: key, Operations: len(small), Minimal: minimal}
	for _, op := range small {
		v.History = append(v.History, op.Invoke)
		if op.Completion != nil {
			v.History = append(v.History, *op.Completion)
		}
	}
	sort.SliceStable(v.History, func(i, j int) bool { return v.History[i].Time < v.History[j].Time })
	if visualize != "" {
		if err := os.MkdirAll(visualize, 0o755); err != nil {
			return v, err
		}
		_, info := porcupine.CheckOperationsVerbose(kvModel, operations(small), timeout)
		v.Visualization = filepath.Join(visualize, fmt.Sprintf("key-%d.html", key))
		if err := porcupine.VisualizePath(kvModel, info, v.Visualization); err != nil {
			return v, err
		}
	}
	return v, nil
}
