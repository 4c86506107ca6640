package main

// The sequential specification of one key of the interop service's map (docs/cluster-interop-service.md:
// PUT replies the previous value, GET the value, CAS whether it swapped and the value after; a key never
// written is -1). tests/support/linearizability.py's step() is the same function in Python.

import (
	"fmt"

	"github.com/anishathalye/porcupine"
)

const absent int64 = -1

// step returns whether op, with its outputs, is possible in state and the state after it.
func step(state int64, in Input, out Output) (bool, int64) {
	switch in.F {
	case "put":
		if out.Known && out.Previous != state {
			return false, state
		}
		return true, in.Value
	case "get":
		return !out.Known || out.Read == state, state
	default: // cas
		matches := state == in.Expected
		if !out.Known {
			if matches {
				return true, in.Value
			}
			return true, state
		}
		if out.Swapped {
			return matches && out.Current == in.Value, in.Value
		}
		return !matches && out.Current == state, state
	}
}

var kvModel = porcupine.Model{
	Init: func() interface{} { return absent },
	Step: func(state, input, output interface{}) (bool, interface{}) {
		return step(state.(int64), input.(Input), output.(Output))
	},
	DescribeOperation: func(input, output interface{}) string {
		return describe(input.(Input), output.(Output))
	},
	DescribeState: func(state interface{}) string { return fmt.Sprint(state) },
}

func describe(in Input, out Output) string {
	result := "?"
	switch in.F {
	case "put":
		if out.Known {
			result = fmt.Sprint(out.Previous)
		}
		return fmt.Sprintf("put(%d) -> %s", in.Value, result)
	case "get":
		if out.Known {
			result = fmt.Sprint(out.Read)
		}
		return fmt.Sprintf("get() -> %s", result)
	default:
		if out.Known {
			result = fmt.Sprintf("%t, %d", out.Swapped, out.Current)
		}
		return fmt.Sprintf("cas(%d, %d) -> %s", in.Expected, in.Value, result)
	}
}

// operations converts ours to Porcupine's (an indeterminate one returns at math.MaxInt64, after
// everything else, so it may take effect anywhere after its call or, linearized last, not at all).
func operations(ops []Op) []porcupine.Operation {
	result := make([]porcupine.Operation, len(ops))
	for i, op := range ops {
		result[i] = porcupine.Operation{ClientId: op.Invoke.Process, Input: op.In, Output: op.Out, Call: op.Call, Return: op.Return}
	}
	return result
}
