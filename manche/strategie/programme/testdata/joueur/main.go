// Command joueur is a strategy program for the lab's tests: it speaks the
// protocol of docs/PROTOCOL.md with the course's lexicographic strategy,
// and misbehaves the way its first argument says:
//
//	lexico     plays well
//	minuscules plays well, in lower case with spaces ("r r b b")
//	desc       plays well, in decreasing order (lexico-desc)
//	invalide   writes "RRX" for the first 2nd proposal of a round
//	repete     opens every round with a code that repeats a colour
//	quitte     exits with status 3 at the first 2nd proposal of a round
//	silence    says nothing more at the first 2nd proposal of a round
//	deluge     floods its output at the first 2nd proposal of a round
//	boucle     proposes its first code again and again
//	bavard     plays well, and writes "joueur: manche N" on its error
//	           stream at each round, in two pieces 20 ms apart
//	triche     the cheat of issue 34: in round N it proposes the N-th
//	           code first (the N-th secret when the lab plays them in
//	           increasing order), then goes on as lexico
//	devin=F    a cheat that knows the secrets: in round N it proposes
//	           the N-th line of file F first, then goes on as lexico
//	memoire    the cheat of issue 43: the course's walk, that skips the
//	           secrets it already found (it proposes one only when
//	           nothing else is left): in a run where every secret comes
//	           once, it gains more and more
//	guette=F   one entrant of issue 43's pair: it watches file F with
//	           inotify and plays as lexico, a round each 20 ms; at a new
//	           round, once it saw F opened, it exits with status 4
//	           ("joueur: vu")
//	touche=F   the other: it opens and reads F at every round, 20 ms
//	           apart, and plays as lexico
//	brule=N    issue 43's CPU hog: it starts N processes that spin,
//	           then plays as lexico, a proposal each 3 seconds
//	calcule=D  an honest program that needs D of processor time (a
//	           duration, "200ms") before each proposal
//	crache=N   issue 43's flood of the error stream: it writes N bytes
//	           there first, in lines of 64 ("joueur: crache …"), then
//	           plays as lexico
//	espion=F   a spy: before it plays as lexico, it writes to file F its
//	           environment and, for each of its ancestors, what it can
//	           read of their command line and environment, and whether
//	           it can open their memory
//
// MODE@N misbehaves in round N of the run only (from 1), and writes
// "joueur: manche N" on its error stream just before: a fault that needs
// the earlier rounds to show ("invalide@100").
//
// A second argument names a file where it writes its process number and
// that of a child it starts (which sleeps, with the file's name in its
// command line), so that a test can check that the lab leaves no process
// behind.
package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

func main() {
	mode := os.Args[1]
	if mode == "dort" {
		time.Sleep(time.Hour)
		return
	}
	if len(os.Args) > 2 {
		enfant(os.Args[2])
	}
	j := joueur{mode: mode, out: bufio.NewWriter(os.Stdout), trouves: map[string]bool{}}
	if f, ok := strings.CutPrefix(mode, "devin="); ok {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		j.mode, j.secrets = "devin", strings.Fields(string(data))
	} else if f, ok := strings.CutPrefix(mode, "guette="); ok {
		j.guette, j.mode, j.lent = guette(f), "lexico", 20*time.Millisecond
	} else if f, ok := strings.CutPrefix(mode, "touche="); ok {
		j.touche, j.mode, j.lent = f, "lexico", 20*time.Millisecond
	} else if n, ok := strings.CutPrefix(mode, "brule="); ok {
		k, _ := strconv.Atoi(n)
		for range k {
			// A shell: one thread each (RLIMIT_NPROC counts threads).
			if err := exec.Command("/bin/sh", "-c", "while :; do :; done").Start(); err != nil {
				break
			}
		}
		j.mode, j.lent = "lexico", 3*time.Second
	} else if d, ok := strings.CutPrefix(mode, "calcule="); ok {
		j.calcul, _ = time.ParseDuration(d)
		j.mode = "lexico"
	} else if n, ok := strings.CutPrefix(mode, "crache="); ok {
		k, _ := strconv.Atoi(n)
		crache(k)
		j.mode = "lexico"
	} else if f, ok := strings.CutPrefix(mode, "espion="); ok {
		espionne(f)
		j.mode = "lexico"
	} else if m, n, ok := strings.Cut(mode, "@"); ok {
		j.mode = m
		j.manche, _ = strconv.Atoi(n)
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		mots := strings.Fields(in.Text())
		switch {
		case len(mots) == 1 && mots[0] == "fin":
			return
		case len(mots) == 5 && mots[0] == "nouvelle":
			if j.guette != nil && j.guette() {
				fmt.Fprintln(os.Stderr, "joueur: vu")
				os.Exit(4)
			}
			if j.touche != "" {
				_, _ = os.ReadFile(j.touche)
			}
			if j.guette != nil || j.touche != "" {
				time.Sleep(j.lent)
			}
			j.nouvelle(mots[1:])
			j.numero++
			if mode == "bavard" {
				j.manches++
				fmt.Fprint(os.Stderr, "joueur: ")
				time.Sleep(20 * time.Millisecond)
				fmt.Fprintf(os.Stderr, "manche %d\n", j.manches)
			}
		case len(mots) == 2:
			b, _ := strconv.Atoi(mots[0])
			m, _ := strconv.Atoi(mots[1])
			j.reps = append(j.reps, [2]int{b, m})
			if b == j.pions {
				j.trouves[fmt.Sprint(j.cod)] = true
				continue
			}
		default:
			fmt.Fprintf(os.Stderr, "joueur: unexpected line %q\n", in.Text())
			os.Exit(2)
		}
		j.propose()
	}
}

// enfant starts a sleeping child and writes both process numbers to
// fichier; the child carries fichier in its command line too, so that a
// test finds both by it (the numbers are those of the program's pid
// namespace when it has one).
func enfant(fichier string) {
	c := exec.Command(os.Args[0], "dort", fichier)
	if err := c.Start(); err != nil {
		panic(err)
	}
	// A fresh file: the one an earlier round left may be another user's
	// (a fenced program run by root is a user of its own each start).
	_ = os.Remove(fichier)
	if err := os.WriteFile(fichier, fmt.Appendf(nil, "%d %d\n", os.Getpid(), c.Process.Pid), 0o600); err != nil {
		panic(err)
	}
}

// espionne writes to fichier what a program can read of the seed of the
// order: its environment, its ancestors' command lines and environments.
func espionne(fichier string) {
	var b strings.Builder
	fmt.Fprintf(&b, "env %q\n", os.Environ())
	for pid := os.Getppid(); pid > 1; {
		for _, f := range []string{"cmdline", "environ"} {
			data, err := os.ReadFile(fmt.Sprintf("/proc/%d/%s", pid, f))
			if err != nil {
				fmt.Fprintf(&b, "%d %s: %v\n", pid, f, err)
			} else {
				fmt.Fprintf(&b, "%d %s: %q\n", pid, f, data)
			}
		}
		if m, err := os.Open(fmt.Sprintf("/proc/%d/mem", pid)); err != nil {
			fmt.Fprintf(&b, "%d mem: %v\n", pid, err)
		} else {
			fmt.Fprintf(&b, "%d mem: open\n", pid)
			m.Close()
		}
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		i := strings.LastIndexByte(string(stat), ')')
		if err != nil || i < 0 {
			break
		}
		champs := strings.Fields(string(stat)[i+1:])
		if len(champs) < 2 {
			break
		}
		pid, _ = strconv.Atoi(champs[1])
	}
	_ = os.Remove(fichier) // as enfant's
	if err := os.WriteFile(fichier, []byte(b.String()), 0o600); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

type joueur struct {
	mode            string
	out             *bufio.Writer
	pions, couleurs int
	lettres         string
	sans            bool
	props           [][]int
	reps            [][2]int
	cod             []int
	fait            bool // the misbehaviour happened
	manche          int  // the round of the misbehaviour, 0 for the first one it can
	numero          int  // the round being played, from 1
	manches         int
	secrets         []string        // devin's, round by round
	trouves         map[string]bool // the secrets found, for memoire
	guette          func() bool     // guette's: whether F was opened
	touche          string          // touche's file
	calcul          time.Duration   // calcule's processor time
	lent            time.Duration   // brule's pause before a proposal, guette's and touche's before a round
}

func (j *joueur) nouvelle(m []string) {
	j.pions, _ = strconv.Atoi(m[0])
	j.couleurs, _ = strconv.Atoi(m[1])
	j.lettres, j.sans = m[2], m[3] == "sans"
	j.props, j.reps, j.cod = nil, nil, make([]int, j.pions)
}

func (j *joueur) propose() {
	if j.calcul > 0 {
		brule(j.calcul)
	}
	if j.lent >= time.Second {
		time.Sleep(j.lent)
	}
	if len(j.props) == 1 && !j.fait && (j.manche == 0 || j.manche == j.numero) {
		if j.manche > 0 {
			fmt.Fprintf(os.Stderr, "joueur: manche %d\n", j.numero)
		}
		switch j.mode {
		case "invalide":
			j.ecrit("RRX")
			j.fait = true
			return
		case "quitte":
			os.Exit(3)
		case "silence":
			time.Sleep(time.Hour)
		case "deluge":
			for {
				j.out.WriteString("R")
			}
		}
	}
	switch {
	case j.mode == "triche" && len(j.props) == 0:
		// The numero-th code the round admits.
		for k := 0; ; j.suivant() {
			if j.admis() {
				if k++; k == j.numero {
					break
				}
			}
		}
	case j.mode == "devin" && len(j.props) == 0 && j.numero <= len(j.secrets):
		for i, l := range j.secrets[j.numero-1] {
			j.cod[i] = strings.IndexRune(j.lettres, l)
		}
	case j.mode == "boucle" && len(j.props) > 0:
	case j.mode == "repete" && len(j.props) == 0:
		for i := range j.cod {
			j.cod[i] = max(i-1, 0)
		}
	default:
		if len(j.props) > 0 {
			j.suivant()
		}
		if j.mode == "memoire" {
			// The next code that fits and was not a secret already.
			depart := append([]int(nil), j.cod...)
			n := 1
			for range j.pions {
				n *= j.couleurs
			}
			for k := 0; k < n && (!j.compatible() || j.trouves[fmt.Sprint(j.cod)]); k++ {
				j.suivant()
			}
			if !j.compatible() || j.trouves[fmt.Sprint(j.cod)] {
				copy(j.cod, depart)
			}
		}
		for !j.compatible() {
			j.suivant()
		}
	}
	j.props = append(j.props, append([]int(nil), j.cod...))
	var b strings.Builder
	for i, c := range j.cod {
		if j.mode == "desc" {
			c = j.couleurs - 1 - c
		}
		if j.mode == "minuscules" && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(j.lettres[c])
	}
	s := b.String()
	if j.mode == "minuscules" {
		s = strings.ToLower(s)
	}
	j.ecrit(s)
}

func (j *joueur) ecrit(s string) {
	j.out.WriteString(s + "\n")
	j.out.Flush()
}

// suivant is the course's passeCodeSuivantLexico, wrapping around.
func (j *joueur) suivant() {
	for i := j.pions - 1; i >= 0; i-- {
		if j.cod[i] < j.couleurs-1 {
			j.cod[i]++
			return
		}
		j.cod[i] = 0
	}
}

// admis reports whether the round admits cod: no colour twice without
// repeats.
func (j *joueur) admis() bool {
	if j.sans {
		vu := map[int]bool{}
		for _, c := range j.cod {
			if vu[c] {
				return false
			}
			vu[c] = true
		}
	}
	return true
}

// compatible is the course's estCompat, with the no-repeat rule.
func (j *joueur) compatible() bool {
	if !j.admis() {
		return false
	}
	for i, p := range j.props {
		if evalue(p, j.cod, j.couleurs) != j.reps[i] {
			return false
		}
	}
	return true
}

// evalue is the course's nbBienMalPlaces.
func evalue(a, b []int, couleurs int) [2]int {
	fa, fb := make([]int, couleurs), make([]int, couleurs)
	bien := 0
	for i := range a {
		if a[i] == b[i] {
			bien++
		}
		fa[a[i]]++
		fb[b[i]]++
	}
	communs := 0
	for c := range fa {
		communs += min(fa[c], fb[c])
	}
	return [2]int{bien, communs - bien}
}

// crache writes n bytes on the error stream, in lines of 64.
func crache(n int) {
	ligne := []byte("joueur: crache " + strings.Repeat("0123456789", 5) + "abcdefghijklmnopqrstuvwxyz")[:63]
	ligne = append(ligne, '\n')
	w := bufio.NewWriterSize(os.Stderr, 1<<16)
	for ; n >= len(ligne); n -= len(ligne) {
		w.Write(ligne)
	}
	w.Write(ligne[:n])
	w.Flush()
}
