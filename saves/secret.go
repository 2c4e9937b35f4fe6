package saves

import (
	"encoding/base64"
	"math/rand/v2"
)

// cache hides a secret from a glance at the file: its letters mixed with a
// stream drawn from the round's seed, in base64. It is not a lock (the
// program reads it back), only a way not to spoil the game for whoever
// opens the file.
func cache(lettres string, graine uint64) string {
	return base64.RawURLEncoding.EncodeToString(melange([]byte(lettres), graine))
}

// devoile is the inverse of cache.
func devoile(s string, graine uint64) (string, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return "", err
	}
	return string(melange(b, graine)), nil
}

func melange(b []byte, graine uint64) []byte {
	r := rand.New(rand.NewPCG(graine, 0x6d61737465726d64))
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = c ^ byte(r.Uint32())
	}
	return out
}
