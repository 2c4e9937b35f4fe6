//go:build !unix

package arbres

// privee: elsewhere the file's mode says nothing of who may read it; the
// user's settings folder is the user's.
func privee(string) error { return nil }
