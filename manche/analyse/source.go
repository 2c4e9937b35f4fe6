package analyse

// Source says where a move's advice (Coup.Conseil) comes from.
type Source int

const (
	// SourceOptimale: the optimal strategy's tree, known (Options.Arbre)
	// or searched within the limits of Options.
	SourceOptimale Source = iota
	// SourceAttendue: the best guess by expected size, because the
	// optimal tree was not known and too long to search there.
	SourceAttendue
)

// String is the source's name in scripts: optimal, expected-size.
func (s Source) String() string {
	if s == SourceOptimale {
		return "optimal"
	}
	return "expected-size"
}
