package couleur

import "embed"

// Sources holds this package's Go files as written, read-only, so that
// « mastermind exercises » builds the students' kit from the code that
// runs (cmd/mastermind/internal/kit), with no copy that could drift.
//
//go:embed *.go
var Sources embed.FS
