package verifarbre

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deuxDeux is a tree of 2 pegs and 2 colours, built by hand: RR first,
// then the one candidate left, or RB when two are.
const deuxDeux = `mastermind-tree 1
pegs 2
colors 2
repeats yes
letters RB
total 8
worst 3
RR:2,0
RR:1,0 RB:2,0
RR:1,0 RB:0,2 BR:2,0
RR:0,0 BB:2,0
`

// deuxTrois is a tree of 2 pegs and 3 colours without repeats, by hand.
const deuxTrois = `mastermind-tree 1
pegs 2
colors 3
repeats no
letters RBJ
total 13
worst 3
RB:2,0
RB:0,2 BR:2,0
RB:1,0 RJ:2,0
RB:1,0 RJ:0,1 JB:2,0
RB:0,1 BJ:2,0
RB:0,1 BJ:0,1 JR:2,0
`

func TestVerifieAcceptsAGoodTree(t *testing.T) {
	r, err := Verifie(strings.NewReader(deuxDeux))
	require.NoError(t, err)
	assert.Equal(t, Resultat{Pions: 2, Couleurs: 2, Repetitions: true, Lettres: "RB", Secrets: 4, Total: 8, Pire: 3,
		Distribution: []int{0, 1, 2, 1}}, r)
	assert.InDelta(t, 2.0, r.Moyenne(), 1e-9)

	r, err = Verifie(strings.NewReader(deuxTrois))
	require.NoError(t, err)
	assert.Equal(t, Resultat{Pions: 2, Couleurs: 3, Lettres: "RBJ", Secrets: 6, Total: 13, Pire: 3,
		Distribution: []int{0, 1, 3, 2}}, r)
}

// TestVerifieSkipsCommentsAndBlankLines: comments and blank lines stand
// anywhere, lines may end with CRLF, the secrets come in any order.
func TestVerifieSkipsCommentsAndBlankLines(t *testing.T) {
	lignes := strings.Split(strings.TrimSuffix(deuxDeux, "\n"), "\n")
	var b strings.Builder
	b.WriteString("# a tree by hand\n\n")
	for i, l := range lignes[:7] {
		b.WriteString(l + "\r\n")
		if i == 3 {
			b.WriteString("# the letters:\n")
		}
	}
	for i := len(lignes) - 1; i >= 7; i-- {
		b.WriteString(lignes[i] + "\n\n")
	}
	r, err := Verifie(strings.NewReader(b.String()))
	require.NoError(t, err)
	assert.Equal(t, 8, r.Total)
}

// remplace is tree with the first occurrence of ancien replaced.
func remplace(t *testing.T, arbre, ancien, nouveau string) string {
	t.Helper()
	require.Contains(t, arbre, ancien)
	return strings.Replace(arbre, ancien, nouveau, 1)
}

func TestVerifieFindsWhatIsWrong(t *testing.T) {
	cas := []struct {
		nom   string
		arbre string
		err   error
		faute Erreur // Err left out
	}{
		{"wrong answer", remplace(t, deuxDeux, "RR:1,0 RB:2,0", "RR:0,1 RB:2,0"), ErrReponse,
			Erreur{Ligne: 9, Code: "RR", Secret: "RB", Ecrit: "0,1", Juste: "1,0"}},
		{"wrong answer before the secret", remplace(t, deuxDeux, "RB:0,2 BR", "RB:1,1 BR"), ErrReponse,
			Erreur{Ligne: 10, Code: "RB", Secret: "BR", Ecrit: "1,1", Juste: "0,2"}},
		{"missing secret", remplace(t, deuxDeux, "RR:0,0 BB:2,0\n", ""), ErrManquant, Erreur{Code: "BB"}},
		{"leaf that finds nothing", remplace(t, deuxDeux, "BB:2,0", "BB:1,0"), ErrFin, Erreur{Ligne: 11, Code: "BB"}},
		{"secret found before the end", remplace(t, deuxDeux, "RR:1,0 RB:2,0\n", "RR:1,0 RB:2,0 RB:2,0\n"), ErrFin,
			Erreur{Ligne: 9, Code: "RB"}},
		{"duplicate secret", deuxDeux + "RR:0,0 BB:2,0\n", ErrDouble, Erreur{Ligne: 12, Code: "BB", Autre: 11}},
		{"two proposals after the same answers", remplace(t, deuxDeux, "RR:1,0 RB:0,2 BR:2,0", "RR:1,0 BR:2,0"), ErrStrategie,
			Erreur{Ligne: 10, Code: "BR", Ecrit: "BR", Juste: "RB", Autre: 9}},
		{"two first proposals", remplace(t, deuxDeux, "RR:0,0 BB:2,0", "BB:2,0"), ErrStrategie,
			Erreur{Ligne: 11, Code: "BB", Ecrit: "BB", Juste: "RR", Autre: 8}},
		{"a colour twice without repeats", remplace(t, deuxTrois, "RB:0,1 BJ:2,0", "RB:0,0 JJ:0,0 BJ:2,0"), ErrRepetition,
			Erreur{Ligne: 12, Code: "JJ"}},
		{"a secret with a colour twice", remplace(t, deuxTrois, "RB:0,1 BJ:2,0", "RB:0,0 JJ:2,0"), ErrRepetition,
			Erreur{Ligne: 12, Code: "JJ"}},
		{"unknown letter", remplace(t, deuxDeux, "BB:2,0", "BX:2,0"), ErrCode, Erreur{Ligne: 11, Code: "BX"}},
		{"too short", remplace(t, deuxDeux, "BB:2,0", "B:2,0"), ErrCode, Erreur{Ligne: 11, Code: "B"}},
		{"no answer", remplace(t, deuxDeux, "BB:2,0", "BB"), ErrSyntaxe, Erreur{Ligne: 11}},
		{"half an answer", remplace(t, deuxDeux, "BB:2,0", "BB:2"), ErrSyntaxe, Erreur{Ligne: 11}},
		{"a sign", remplace(t, deuxDeux, "BB:2,0", "BB:+2,0"), ErrSyntaxe, Erreur{Ligne: 11}},
		{"a leading zero", remplace(t, deuxDeux, "BB:2,0", "BB:02,0"), ErrSyntaxe, Erreur{Ligne: 11}},
		{"two spaces", remplace(t, deuxDeux, "RR:0,0 BB", "RR:0,0  BB"), ErrSyntaxe, Erreur{Ligne: 11}},
		{"wrong total", remplace(t, deuxDeux, "total 8", "total 7"), ErrAnnonce, Erreur{Ligne: 6, Champ: "total", Ecrit: "7", Juste: "8"}},
		{"wrong worst case", remplace(t, deuxDeux, "worst 3", "worst 2"), ErrAnnonce, Erreur{Ligne: 7, Champ: "worst", Ecrit: "2", Juste: "3"}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			_, err := Verifie(strings.NewReader(c.arbre))
			require.ErrorIs(t, err, c.err)
			var e *Erreur
			require.ErrorAs(t, err, &e)
			c.faute.Err = c.err
			assert.Equal(t, c.faute, *e)
			assert.NotEmpty(t, e.Error())
		})
	}
}

func TestVerifieRefusesABadHeader(t *testing.T) {
	cas := []struct {
		nom, ancien, nouveau, champ string
	}{
		{"another version", "mastermind-tree 1", "mastermind-tree 3", "mastermind-tree"},
		{"no version", "mastermind-tree 1", "mastermind-tree", "mastermind-tree"},
		{"another format", "mastermind-tree 1", "MMTREE 1", "mastermind-tree"},
		{"no pegs", "pegs 2", "pegs 0", "pegs"},
		{"too many pegs", "pegs 2", "pegs 11", "pegs"},
		{"pegs not a number", "pegs 2", "pegs two", "pegs"},
		{"fields out of order", "pegs 2\ncolors 2", "colors 2\npegs 2", "pegs"},
		{"too many colours", "colors 2", "colors 27", "colors"},
		{"repeats neither yes nor no", "repeats yes", "repeats maybe", "repeats"},
		{"letters of another count", "letters RB", "letters RBJ", "letters"},
		{"a letter twice", "letters RB", "letters RR", "letters"},
		{"a small letter", "letters RB", "letters Rb", "letters"},
		{"a space in a value", "letters RB", "letters R B", "letters"},
		{"negative total", "total 8", "total -8", "total"},
		{"no worst case", "worst 3\n", "", "worst"},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			_, err := Verifie(strings.NewReader(remplace(t, deuxDeux, c.ancien, c.nouveau)))
			require.ErrorIs(t, err, ErrEntete)
			var e *Erreur
			require.ErrorAs(t, err, &e)
			assert.Equal(t, c.champ, e.Champ)
			assert.Positive(t, e.Ligne)
		})
	}
	t.Run("more pegs than colours without repeats", func(t *testing.T) {
		_, err := Verifie(strings.NewReader(remplace(t, deuxTrois, "pegs 2", "pegs 4")))
		require.ErrorIs(t, err, ErrEntete)
	})
	t.Run("too many secrets", func(t *testing.T) {
		_, err := Verifie(strings.NewReader(remplace(t, remplace(t, remplace(t, deuxDeux, "pegs 2", "pegs 10"), "colors 2", "colors 26"),
			"letters RB", "letters ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
		require.ErrorIs(t, err, ErrEntete)
	})
	t.Run("empty file", func(t *testing.T) {
		_, err := Verifie(strings.NewReader(""))
		require.ErrorIs(t, err, ErrEntete)
	})
	t.Run("a line too long", func(t *testing.T) {
		_, err := Verifie(strings.NewReader(deuxDeux + strings.Repeat("RR:0,0 ", MaxLigne) + "\n"))
		require.ErrorIs(t, err, ErrSyntaxe)
	})
}

// TestReponseEveryPairOfSmallCodes checks the answer against its
// definition, peg by peg (each peg of the secret matched at most once),
// for every pair of codes of 3 pegs and 4 colours.
func TestReponseEveryPairOfSmallCodes(t *testing.T) {
	codes := [][]int{}
	for i := range 64 {
		codes = append(codes, []int{i % 4, i / 4 % 4, i / 16})
	}
	for _, p := range codes {
		for _, s := range codes {
			bien, mal := 0, 0
			pris := make([]bool, 3)
			for i := range p {
				if p[i] == s[i] {
					bien++
					pris[i] = true
				}
			}
			for i := range p {
				if p[i] == s[i] {
					continue
				}
				for j := range s {
					if !pris[j] && p[j] != s[j] && s[j] == p[i] {
						pris[j] = true
						mal++
						break
					}
				}
			}
			b, m := Reponse(p, s, 4)
			assert.Equal(t, [2]int{bien, mal}, [2]int{b, m}, "%v %v", p, s)
		}
	}
}

// TestVerifierImportsNothingOfTheModule: the verifier is written from the
// format alone and shares no code with the search it checks.
func TestVerifierImportsNothingOfTheModule(t *testing.T) {
	fichiers, err := filepath.Glob("*.go")
	require.NoError(t, err)
	require.NotEmpty(t, fichiers)
	fset := token.NewFileSet()
	for _, f := range fichiers {
		src, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range src.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			require.NoError(t, err)
			assert.False(t, p == "github.com/sae-mastermind/mastermind" || strings.HasPrefix(p, "github.com/sae-mastermind/mastermind/"), "%s imports %s", f, p)
		}
	}
	_, err = os.Stat("../../../../go.mod")
	require.NoError(t, err, "the module's root is four folders up")
}

// classeDeuxDeux is the class RR:1,0 of deuxDeux: a tree of version 2.
const classeDeuxDeux = `mastermind-tree 2
pegs 2
colors 2
repeats yes
letters RB
after RR:1,0
total 5
worst 3
RR:1,0 RB:2,0
RR:1,0 RB:0,2 BR:2,0
`

// TestVerifieAClass: a tree of version 2 holds the secrets the after
// moves leave, each line starting with them; the figures count every
// move. Each fault is named.
func TestVerifieAClass(t *testing.T) {
	r, err := Verifie(strings.NewReader(classeDeuxDeux))
	require.NoError(t, err)
	assert.Equal(t, Resultat{Pions: 2, Couleurs: 2, Repetitions: true, Lettres: "RB", Secrets: 2, Total: 5, Pire: 3,
		Distribution: []int{0, 0, 1, 1}, Apres: []string{"RR:1,0"}}, r)

	for _, tt := range []struct {
		nom, ancien, nouveau string
		err                  error
	}{
		{"a line without the after moves", "RR:1,0 RB:2,0\n", "RB:2,0\n", ErrApres},
		{"another answer before", "RR:1,0 RB:2,0\n", "RR:2,0\n", ErrApres},
		{"a secret of the class missing", "RR:1,0 RB:0,2 BR:2,0\n", "", ErrManquant},
		{"a winning after move", "after RR:1,0", "after RR:2,0", ErrEntete},
		{"an impossible after move", "after RR:1,0", "after RR:2,1", ErrEntete},
		{"no after field", "after RR:1,0\n", "", ErrEntete},
		{"a bad after move", "after RR:1,0", "after RX:1,0", ErrEntete},
	} {
		t.Run(tt.nom, func(t *testing.T) {
			_, err := Verifie(strings.NewReader(strings.Replace(classeDeuxDeux, tt.ancien, tt.nouveau, 1)))
			assert.ErrorIs(t, err, tt.err)
		})
	}
	deux := strings.Replace(strings.Replace(classeDeuxDeux, "after RR:1,0", "after RR:1,0;RB:0,2", 1), "RR:1,0 RB:2,0\n", "", 1)
	r, err = Verifie(strings.NewReader(strings.Replace(deux, "total 5", "total 3", 1)))
	require.NoError(t, err, "two moves before")
	assert.Equal(t, []string{"RR:1,0", "RB:0,2"}, r.Apres)
}
