//go:build !unix

package programme

import "os"

// CacheOrdre takes the seed of a replay out of the process's environment
// (see the Unix version); here it can only unset it.
func CacheOrdre(getenv func(string) string) func(string) string {
	v, ok := os.LookupEnv(EnvOrdre)
	if !ok {
		return getenv
	}
	_ = os.Unsetenv(EnvOrdre)
	return avecOrdre(getenv, v)
}
