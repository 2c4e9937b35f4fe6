//go:build !unix

package disquetest

import "errors"

// CreeTube makes a named pipe (FIFO) at chemin: errors.ErrUnsupported
// here, where a folder holds no such pipe (Windows' are in \\.\pipe\).
func CreeTube(string) error { return errors.ErrUnsupported }
