//go:build !unix

package iostreams

import "os"

// fermeeAuDepart: a closed output is not told from another here.
func fermeeAuDepart(*os.File) bool { return false }
