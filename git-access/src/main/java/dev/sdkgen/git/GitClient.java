package dev.sdkgen.git;

import dev.sdkgen.git.RepositoryException.Kind;
import java.io.File;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.security.KeyPair;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;
import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.TransportCommand;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidRemoteException;
import org.eclipse.jgit.errors.NoRemoteRepositoryException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.transport.SshTransport;
import org.eclipse.jgit.transport.UsernamePasswordCredentialsProvider;
import org.eclipse.jgit.transport.sshd.SshdSessionFactory;
import org.eclipse.jgit.transport.sshd.SshdSessionFactoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * Reads Config Repositories: the head of a branch ({@code ls-remote}), and the files of a commit,
 * fetched into a local clone cache (one bare repository per URL, updated with {@code fetch} for
 * every read, never cloned again) and written out as plain files.
 *
 * <p>Every network operation authenticates with the given {@link Credentials} only: never the
 * service user's {@code ~/.ssh} keys, agent, SSH config or known hosts. Every read fetches with the
 * caller's credentials first, so the cache shared by projects on the same URL gives nothing to a
 * project that cannot read the repository itself. Failures are {@link RepositoryException}s whose
 * messages say what failed without JGit's own text.
 */
public final class GitClient {

    private final Path cacheRoot;
    private final Duration timeout;
    private final List<KnownHostEntry> serviceKnownHosts;
    private final ConcurrentHashMap<String, ReentrantLock> locks = new ConcurrentHashMap<>();

    /**
     * @param cacheRoot          directory of the clone cache (created if missing)
     * @param timeout            timeout of one network operation
     * @param serviceKnownHosts  known_hosts lines every SSH repository may use (the project's own come on top)
     */
    public GitClient(Path cacheRoot, Duration timeout, String serviceKnownHosts) throws RepositoryException {
        this.cacheRoot = cacheRoot.toAbsolutePath();
        this.timeout = timeout;
        this.serviceKnownHosts = SshKeys.knownHosts(serviceKnownHosts);
    }

    /** Whether the service-wide known hosts name a host (and port). */
    public boolean knowsHost(String host, int port) {
        return SshKeys.knows(serviceKnownHosts, host, port);
    }

    /** The head commit of a branch; BRANCH_NOT_FOUND when the repository has no such branch. */
    public String headOf(RepositoryLocation location, Credentials credentials, String branch) throws RepositoryException {
        try (Session session = session(location, credentials)) {
            Collection<Ref> refs = session.configure(Git.lsRemoteRepository().setRemote(location.transportUrl())
                    .setHeads(true)).call();
            return refs.stream().filter(r -> r.getName().equals(Constants.R_HEADS + branch)).findFirst()
                    .map(r -> r.getObjectId().name())
                    .orElseThrow(() -> new RepositoryException(Kind.BRANCH_NOT_FOUND,
                            "branch " + branch + " does not exist in " + location));
        } catch (GitAPIException | RuntimeException e) {
            throw classify(location, credentials, e);
        }
    }

    /** What {@link #checkout} did; {@code subject} is the commit message's first line. */
    public record Checkout(Path directory, boolean cacheExisted, int files, String subject) {
    }

    /**
     * Fetches the repository into its cache entry (created on first use) and writes the files of
     * {@code commit} into {@code target} (an empty directory): regular files only — symbolic links
     * and submodules are left out, so nothing in a repository can make the engine read outside it.
     */
    public Checkout checkout(RepositoryLocation location, Credentials credentials, String commit, Path target)
            throws RepositoryException {
        if (!commit.matches("[0-9a-f]{40}")) {
            throw new RepositoryException(Kind.COMMIT_NOT_FOUND, "'" + commit + "' is not a full commit id");
        }
        String key = cacheKey(location);
        ReentrantLock lock = locks.computeIfAbsent(key, k -> new ReentrantLock());
        lock.lock();
        try {
            Files.createDirectories(cacheRoot);
            try (FileChannel channel = FileChannel.open(cacheRoot.resolve(key + ".lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock processes = channel.lock()) {
                Path dir = cacheRoot.resolve(key + ".git");
                boolean existed = Files.isDirectory(dir.resolve("objects"));
                try (Git git = open(dir, existed)) {
                    fetch(git, location, credentials);
                    Repository repo = git.getRepository();
                    ObjectId id = ObjectId.fromString(commit);
                    if (!repo.getObjectDatabase().has(id)
                            || repo.getObjectDatabase().open(id).getType() != Constants.OBJ_COMMIT) {
                        throw new RepositoryException(Kind.COMMIT_NOT_FOUND, "commit " + commit + " is not in " + location);
                    }
                    int files = write(repo, id, target);
                    String subject;
                    try (RevWalk walk = new RevWalk(repo)) {
                        subject = walk.parseCommit(id).getShortMessage();
                    }
                    // the lock file's time is the entry's last use (trimCache removes the least recently used)
                    Files.setLastModifiedTime(cacheRoot.resolve(key + ".lock"), FileTime.from(Instant.now()));
                    return new Checkout(target, existed, files, subject);
                }
            }
        } catch (IOException e) {
            throw new RepositoryException(Kind.UNREACHABLE, "the local copy of " + location
                    + " could not be written (" + e.getClass().getSimpleName() + ")");
        } finally {
            lock.unlock();
        }
    }

    /** The cache entry, created when missing; one a killed process left unreadable is created again. */
    private static Git open(Path dir, boolean existed) throws IOException {
        if (existed) {
            try {
                Git git = Git.open(dir.toFile());
                git.getRepository().getRefDatabase().getRefs();
                return git;
            } catch (IOException | RuntimeException broken) {
                deleteTree(dir);
            }
        }
        deleteTree(dir);
        try {
            return Git.init().setBare(true).setDirectory(dir.toFile()).call();
        } catch (GitAPIException e) {
            throw new IOException("cannot create the cache entry", e);
        }
    }

    private void fetch(Git git, RepositoryLocation location, Credentials credentials) throws RepositoryException {
        try (Session session = session(location, credentials)) {
            session.configure(git.fetch().setRemote(location.transportUrl())
                    .setRefSpecs(new RefSpec("+refs/heads/*:refs/heads/*")).setRemoveDeletedRefs(true)
                    .setTagOpt(org.eclipse.jgit.transport.TagOpt.NO_TAGS)).call();
        } catch (GitAPIException | RuntimeException e) {
            throw classify(location, credentials, e);
        }
    }

    private static int write(Repository repo, ObjectId commitId, Path target) throws IOException {
        Path root = target.toAbsolutePath().normalize();
        int files = 0;
        try (RevWalk walk = new RevWalk(repo); ObjectReader reader = repo.newObjectReader();
             TreeWalk tree = new TreeWalk(reader)) {
            RevCommit commit = walk.parseCommit(commitId);
            tree.addTree(commit.getTree());
            tree.setRecursive(true);
            while (tree.next()) {
                FileMode mode = tree.getFileMode(0);
                if (mode != FileMode.REGULAR_FILE && mode != FileMode.EXECUTABLE_FILE) {
                    continue; // symbolic links, submodules
                }
                String path = tree.getPathString();
                Path file = root.resolve(path).normalize();
                if (!file.startsWith(root) || Stream.of(path.split("/")).anyMatch(
                        s -> s.isEmpty() || s.equals(".") || s.equals("..") || s.equalsIgnoreCase(".git"))) {
                    continue;
                }
                Files.createDirectories(file.getParent());
                try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW)) {
                    reader.open(tree.getObjectId(0)).copyTo(out);
                }
                files++;
            }
        }
        return files;
    }

    /** One network operation's transport settings: credentials, timeout, an SSH factory of its own. */
    final class Session implements AutoCloseable {
        private final RepositoryLocation location;
        private final Credentials credentials;
        private final Path sshHome;
        private SshdSessionFactory ssh;

        Session(RepositoryLocation location, Credentials credentials) throws RepositoryException {
            this.location = location;
            this.credentials = credentials;
            try {
                this.sshHome = location.kind() == RepositoryLocation.Kind.SSH ? Files.createTempDirectory("sdkgen-ssh-") : null;
            } catch (IOException e) {
                throw new RepositoryException(Kind.UNREACHABLE, "cannot prepare the SSH connection");
            }
            if (sshHome != null) {
                ssh = sshFactory();
            }
        }

        <C extends TransportCommand<C, ?>> C configure(C command) {
            command.setTimeout((int) Math.max(1, timeout.toSeconds()));
            if (credentials instanceof Credentials.Token t) {
                command.setCredentialsProvider(new UsernamePasswordCredentialsProvider(t.username(), t.token()));
            }
            command.setTransportConfigCallback(transport -> {
                if (transport instanceof SshTransport sshTransport) {
                    // always ours: JGit's default would use the service user's ~/.ssh keys and agent
                    sshTransport.setSshSessionFactory(ssh != null ? ssh : refuseSsh());
                }
            });
            return command;
        }

        private SshdSessionFactory sshFactory() throws RepositoryException {
            List<KeyPair> keys = List.of();
            List<KnownHostEntry> known = new java.util.ArrayList<>(serviceKnownHosts);
            if (credentials instanceof Credentials.SshKey k) {
                keys = List.of(SshKeys.deployKey(k.privateKey()));
                known.addAll(SshKeys.knownHosts(k.knownHosts()));
            }
            List<KeyPair> identities = keys;
            File home = sshHome.toFile();
            return new SshdSessionFactoryBuilder()
                    .setHomeDirectory(home)
                    .setSshDirectory(home)
                    .setConfigStoreFactory((h, config, user) -> null)
                    .setDefaultIdentities(dir -> List.of())
                    .setDefaultKeysProvider(dir -> identities)
                    .setDefaultKnownHostsFiles(dir -> List.of())
                    .setServerKeyDatabase((h, s) -> SshKeys.database(known, location.host(), location.port()))
                    .setPreferredAuthentications("publickey")
                    .build(null);
        }

        private SshdSessionFactory refuseSsh() {
            throw new IllegalStateException("SSH transport for a non-SSH location");
        }

        @Override
        public void close() {
            if (ssh != null) {
                ssh.close();
            }
            if (sshHome != null) {
                deleteTree(sshHome);
            }
        }
    }

    Session session(RepositoryLocation location, Credentials credentials) throws RepositoryException {
        if (credentials instanceof Credentials.Token && location.kind() != RepositoryLocation.Kind.HTTPS
                && location.kind() != RepositoryLocation.Kind.HTTP) {
            throw new RepositoryException(Kind.CREDENTIALS, "a token is for https:// repositories; " + location
                    + " is not one");
        }
        if (credentials instanceof Credentials.SshKey && location.kind() != RepositoryLocation.Kind.SSH) {
            throw new RepositoryException(Kind.CREDENTIALS, "a deploy key is for SSH repositories; " + location
                    + " is not one");
        }
        return new Session(location, credentials);
    }

    /** The user-facing failure for a JGit exception: classified by type and known message shapes, never echoed. */
    RepositoryException classify(RepositoryLocation location, Credentials credentials, Exception e) {
        if (e instanceof RepositoryException r) {
            return r;
        }
        String where = location.url();
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RepositoryException r) {
                return r;
            }
            if (t instanceof UnknownHostException) {
                return new RepositoryException(Kind.UNREACHABLE, "cannot reach " + where + ": unknown host");
            }
            if (t instanceof ConnectException || t instanceof NoRouteToHostException) {
                return new RepositoryException(Kind.UNREACHABLE, "cannot reach " + where + ": connection refused");
            }
            if (t instanceof SocketTimeoutException || t instanceof InterruptedIOException) {
                return new RepositoryException(Kind.UNREACHABLE, "cannot reach " + where + ": no answer within "
                        + timeout.toSeconds() + " s");
            }
            if (t instanceof NoRemoteRepositoryException || t instanceof InvalidRemoteException) {
                return notFound(location);
            }
        }
        String text = messages(e).toLowerCase(Locale.ROOT);
        if (text.contains("server key did not validate") || text.contains("host key") || text.contains("unknown server key")) {
            return new RepositoryException(Kind.HOST_KEY_UNKNOWN, "the SSH host key of " + location.host() + " is not "
                    + "known: add its known_hosts line (ssh-keyscan " + location.host() + ") to config_repository.auth");
        }
        if (text.contains("not authorized") || text.contains("authentication") || text.contains("auth fail")
                || text.contains("cannot log in") || text.contains("no more authentication methods")
                || text.contains("401") || text.contains("403")) {
            return new RepositoryException(Kind.AUTH_FAILED, "cannot read " + where + ": authentication failed"
                    + (credentials instanceof Credentials.None
                        ? " (the repository needs credentials in config_repository.auth)"
                        : " (check the " + (credentials instanceof Credentials.Token ? "token" : "deploy key")
                        + " and its access to this repository)"));
        }
        if (text.contains("not found") || text.contains("does not appear to be a git repository")
                || text.contains("repository not found") || text.contains("404")
                || text.contains("not permitted") || text.contains("missing")) {
            return notFound(location);
        }
        if (text.contains("timeout") || text.contains("timed out") || text.contains("connection reset")
                || text.contains("connection closed") || text.contains("broken pipe")) {
            return new RepositoryException(Kind.UNREACHABLE, "cannot reach " + where + ": the connection failed");
        }
        return new RepositoryException(Kind.UNREACHABLE, "cannot read " + where + ": the Git operation failed");
    }

    private static RepositoryException notFound(RepositoryLocation location) {
        return new RepositoryException(Kind.NOT_FOUND, "cannot read " + location.url() + ": the repository does not "
                + "exist, or these credentials cannot read it");
    }

    private static String messages(Throwable e) {
        StringBuilder sb = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            sb.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
        }
        return sb.toString();
    }

    /** The clone cache's entries (one bare repository per URL) and their bytes; after a trim, what it removed. */
    public record CacheUse(int entries, long bytes, int removed, long bytesRemoved) {
    }

    /**
     * Removes the least recently used cache entries until at most {@code maxEntries} remain and they
     * hold at most {@code maxBytes} (0: no bound); the most recently used entry always stays, and an
     * entry in use (by this process or another) is skipped. Its next build fetches it again.
     */
    public CacheUse trimCache(int maxEntries, long maxBytes) {
        List<Path> entries = cacheEntries();
        entries.sort(Comparator.comparing((Path e) -> lastUse(e)).reversed());
        int count = 0;
        long bytes = 0;
        int removed = 0;
        long bytesRemoved = 0;
        for (Path entry : entries) {
            long size = size(entry);
            boolean fits = count == 0 || ((maxEntries <= 0 || count < maxEntries) && (maxBytes <= 0 || bytes + size <= maxBytes));
            if (fits || !removeIdle(entry)) {
                count++;
                bytes += size;
            } else {
                removed++;
                bytesRemoved += size;
            }
        }
        return new CacheUse(count, bytes, removed, bytesRemoved);
    }

    private List<Path> cacheEntries() {
        if (!Files.isDirectory(cacheRoot)) {
            return new ArrayList<>();
        }
        try (Stream<Path> list = Files.list(cacheRoot)) {
            return new ArrayList<>(list.filter(p -> p.getFileName().toString().endsWith(".git") && Files.isDirectory(p)).toList());
        } catch (IOException e) {
            return new ArrayList<>();
        }
    }

    private Path lockOf(Path entry) {
        String name = entry.getFileName().toString();
        return cacheRoot.resolve(name.substring(0, name.length() - ".git".length()) + ".lock");
    }

    private Instant lastUse(Path entry) {
        try {
            Path lock = lockOf(entry);
            return Files.getLastModifiedTime(Files.exists(lock) ? lock : entry).toInstant();
        } catch (IOException e) {
            return Instant.EPOCH;
        }
    }

    /** Deletes an entry nobody uses now (the lock file stays: another process may have it open). */
    private boolean removeIdle(Path entry) {
        String name = entry.getFileName().toString();
        ReentrantLock lock = locks.computeIfAbsent(name.substring(0, name.length() - ".git".length()), k -> new ReentrantLock());
        if (!lock.tryLock()) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockOf(entry), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock processes = channel.tryLock()) {
            if (processes == null) {
                return false;
            }
            deleteTree(entry);
            return !Files.exists(entry);
        } catch (IOException | java.nio.channels.OverlappingFileLockException e) {
            return false;
        } finally {
            lock.unlock();
        }
    }

    /** Bytes of the regular files under a directory (0 when it cannot be read). */
    public static long size(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException | java.io.UncheckedIOException e) {
            return 0;
        }
    }

    private static String cacheKey(RepositoryLocation location) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(location.transportUrl().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // best effort
        }
    }
}
