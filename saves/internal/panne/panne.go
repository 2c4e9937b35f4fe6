// Package panne is the crash a test injects into an atomic write of the
// disk code (saves/disque), at one of its steps. Being internal to saves,
// it is built only by the saves' packages and, for the tests of others,
// by disquetest.Panne: the program itself never carries one.
package panne

// Etape is a point of an atomic write where a test injects a crash.
type Etape int

// The steps of an atomic write.
const (
	// AvantRenommage: the temporary file is written and synced, the file
	// still holds its old bytes.
	AvantRenommage Etape = iota + 1
	// ApresRenommage: the file holds the new bytes.
	ApresRenommage
)

// Panne is the crash of a write; its zero value never crashes.
type Panne struct {
	f func(Etape) error
}

// Nouvelle is the crash f says: f is called at each Etape, and its error
// stops the write there, as a crash would (the temporary file stays).
func Nouvelle(f func(Etape) error) Panne { return Panne{f: f} }

// A is the crash at step x: nil, or the error that stops the write.
func (p Panne) A(x Etape) error {
	if p.f == nil {
		return nil
	}
	return p.f(x)
}
