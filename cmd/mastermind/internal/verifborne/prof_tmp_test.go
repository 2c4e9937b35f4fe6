package verifborne

import (
	"os"
	"testing"
)

func TestProfTmp(t *testing.T) {
	p := os.Getenv("PROF_FILE")
	if p == "" {
		t.Skip()
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := Verifie(f)
	t.Logf("%+v %v", r, err)
}
