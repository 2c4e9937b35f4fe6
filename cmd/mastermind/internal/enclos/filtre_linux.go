package enclos

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// The seccomp filter of a fenced program, set by the launcher on the
// thread that execs it. Landlock and the namespaces leave the program
// some ways out that only a filter of system calls closes:
//
//   - socket(2) is refused (EACCES) for every family: no network by any
//     protocol (TCP, MPTCP, SCTP, UDP, raw, packet, netlink…), and no
//     Unix socket to connect to one on the file system (a session bus,
//     an ssh agent, X11, docker) nor to an abstract one;
//   - socketpair(2) stays, for Unix stream and seqpacket pairs only
//     (Python's socketpair, a self-pipe): their ends are connected to
//     each other and cannot reach another socket; a datagram pair could
//     sendto(2) any socket, so it is refused;
//   - io_uring is refused (ENOSYS): its rings open sockets and files
//     without the system calls a filter sees;
//   - open_by_handle_at(2) is refused (EPERM): it opens a file by its
//     handle, beside the paths Landlock and the mounts guard;
//   - a system call of another architecture (i386 on amd64, x32) is
//     refused (ENOSYS): its numbers are not those the filter reads.
//
// The filter reads the low 32 bits of an argument: the kernel reads an
// int argument so, whatever a caller puts in the high ones. It is
// written out instruction by instruction (twenty of them), as bwrap and
// nsjail let their callers do; a library that compares 64-bit words
// would let the high half decide.

// Offsets in struct seccomp_data: the call's number, its architecture,
// and the low words of its first two arguments (little endian).
const (
	offsetNumero = 0
	offsetArch   = 4
	offsetArg0   = 16
	offsetArg1   = 24
)

// Actions of the filter.
const (
	permis        = unix.SECCOMP_RET_ALLOW
	refusAcces    = unix.SECCOMP_RET_ERRNO | uint32(unix.EACCES)
	refusPerm     = unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM)
	refusInconnu  = unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS)
	masqueTypeSoc = ^uint32(unix.SOCK_NONBLOCK | unix.SOCK_CLOEXEC)
)

// instruction is a BPF statement or jump.
func instruction(code uint16, k uint32, vrai, faux uint8) unix.SockFilter {
	return unix.SockFilter{Code: code, Jt: vrai, Jf: faux, K: k}
}

func charge(offset uint32) unix.SockFilter {
	return instruction(unix.BPF_LD|unix.BPF_W|unix.BPF_ABS, offset, 0, 0)
}

func retourne(action uint32) unix.SockFilter {
	return instruction(unix.BPF_RET|unix.BPF_K, action, 0, 0)
}

// siEgal jumps vrai instructions ahead when the accumulator equals k,
// faux ahead otherwise.
func siEgal(k uint32, vrai, faux uint8) unix.SockFilter {
	return instruction(unix.BPF_JMP|unix.BPF_JEQ|unix.BPF_K, k, vrai, faux)
}

// programmeFiltre is the filter, nil where the architecture is not one
// it knows (archAudit is 0).
func programmeFiltre() []unix.SockFilter {
	if archAudit == 0 {
		return nil
	}
	refus := func(numero int, action uint32) []unix.SockFilter {
		return []unix.SockFilter{siEgal(uint32(numero), 0, 1), retourne(action)}
	}
	p := []unix.SockFilter{
		charge(offsetArch),
		siEgal(archAudit, 1, 0),
		retourne(refusInconnu),
		charge(offsetNumero),
	}
	if numerosX32 != 0 {
		p = append(p,
			instruction(unix.BPF_JMP|unix.BPF_JGE|unix.BPF_K, numerosX32, 0, 1),
			retourne(refusInconnu))
	}
	p = append(p, refus(unix.SYS_SOCKET, refusAcces)...)
	p = append(p, refus(unix.SYS_IO_URING_SETUP, refusInconnu)...)
	p = append(p, refus(unix.SYS_IO_URING_ENTER, refusInconnu)...)
	p = append(p, refus(unix.SYS_IO_URING_REGISTER, refusInconnu)...)
	p = append(p, refus(unix.SYS_OPEN_BY_HANDLE_AT, refusPerm)...)
	// Memory files: RLIMIT_AS counts only what is mapped, RLIMIT_FSIZE
	// not them at all, so a program could hold any memory in one it
	// writes without mapping (issue 43): refused, as a kernel without
	// them does (libraries fall back to a file in their folder or in
	// /dev/shm, bounded by mem).
	p = append(p, refus(unix.SYS_MEMFD_CREATE, refusInconnu)...)
	p = append(p, refus(unix.SYS_MEMFD_SECRET, refusInconnu)...)
	return append(p,
		siEgal(unix.SYS_SOCKETPAIR, 1, 0),
		retourne(permis),
		// socketpair: a Unix stream or seqpacket pair only.
		charge(offsetArg0),
		siEgal(unix.AF_UNIX, 1, 0),
		retourne(refusAcces),
		charge(offsetArg1),
		instruction(unix.BPF_ALU|unix.BPF_AND|unix.BPF_K, masqueTypeSoc, 0, 0),
		siEgal(unix.SOCK_STREAM, 2, 0),
		siEgal(unix.SOCK_SEQPACKET, 1, 0),
		retourne(refusAcces),
		retourne(permis),
	)
}

// filtre sets the filter on the calling thread, which no_new_privs
// already binds; false where it could not (an architecture the filter
// does not know, a kernel without seccomp).
func filtre() bool {
	p := programmeFiltre()
	if p == nil {
		return false
	}
	prog := unix.SockFprog{Len: uint16(len(p)), Filter: &p[0]}
	_, _, e := unix.RawSyscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&prog)))
	return e == 0
}
