package dev.sdkgen.git;

import dev.sdkgen.git.RepositoryException.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.TagBuilder;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.transport.PushResult;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.transport.RemoteRefUpdate;
import org.eclipse.jgit.transport.TagOpt;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * Delivers a generated SDK to its own Git repository (docs/services.md, "Delivery"): fetches the
 * branch into a fresh local repository, makes a tree of the SDK's files plus the files the SDK does
 * not own ({@link KeepRules}) as they are on the branch, and — unless that tree is the branch's
 * own — commits it on top of the branch as author {@code sdkgen}, tags it when the SDK version
 * changed since the branch's last sdkgen commit, and pushes (never forced). A push rejected because
 * the branch moved meanwhile is made again once on the new head; any other rejection, a refused
 * credential or a network failure is a {@link RepositoryException} whose message says what failed.
 */
public final class SdkDelivery {

    /** The trailer of every sdkgen commit that records the SDK version it delivered. */
    public static final String VERSION_TRAILER = "Sdkgen-Version";
    public static final String AUTHOR_NAME = "sdkgen";
    public static final String AUTHOR_EMAIL = "sdkgen@noreply.invalid";

    private static final String REMOTE_TAGS = "refs/remote-tags/";
    private static final Pattern TRAILER = Pattern.compile("(?m)^" + VERSION_TRAILER + ": (\\S+)\\s*$");

    private final GitClient git;
    private final Path workRoot;
    private final Runnable beforePush;

    /** The largest branch changelog that is carried forward (a longer one is cut there). */
    private static final int CHANGELOG_LIMIT = 4 * 1024 * 1024;

    /** @param workRoot directory for the short-lived local repositories (one per delivery, removed after) */
    public SdkDelivery(GitClient git, Path workRoot) {
        this(git, workRoot, () -> { });
    }

    /** For tests: {@code beforePush} runs between the fetch and the first push (e.g. someone else pushes). */
    SdkDelivery(GitClient git, Path workRoot, Runnable beforePush) {
        this.git = git;
        this.workRoot = workRoot;
        this.beforePush = beforePush;
    }

    /**
     * What to deliver: the SDK's files ({@code sdkDir}), its version, the tag to create when the
     * version changed (null: never tag), the commit message (the version trailer is appended), and
     * {@code changelog}: what the branch's own {@code CHANGELOG.md} becomes (given its text), so that its
     * history is kept — null, or a branch without one, commits the SDK's file as generated.
     */
    public record Request(RepositoryLocation location, Credentials credentials, String branch, Path sdkDir,
                          String version, String tag, String message, UnaryOperator<String> changelog) {

        public Request(RepositoryLocation location, Credentials credentials, String branch, Path sdkDir,
                       String version, String tag, String message) {
            this(location, credentials, branch, sdkDir, version, tag, message, null);
        }
    }

    /** The SDK's changelog, which delivery writes from the branch's own (see {@link Request#changelog()}). */
    public static final String CHANGELOG = "CHANGELOG.md";

    /** The outcome: a new commit (and tag), or the branch already had exactly this SDK. */
    public record Result(boolean committed, String commit, String tag, List<String> lines) {
    }

    public Result deliver(Request request) throws RepositoryException {
        List<String> lines = new ArrayList<>();
        Path dir = null;
        try {
            Files.createDirectories(workRoot);
            dir = Files.createTempDirectory(workRoot, "sdk-repo-");
            try (Git local = Git.init().setBare(true).setDirectory(dir.toFile()).call()) {
                for (int round = 1; ; round++) {
                    Attempt attempt = new Attempt(local.getRepository(), request, lines);
                    if (attempt.prepare()) {
                        return new Result(false, attempt.head.name(), null, lines);
                    }
                    if (round == 1) {
                        beforePush.run();
                    }
                    if (push(local, request, attempt, round == 1)) {
                        lines.add("Pushed " + attempt.commit.name() + " to " + request.branch() + " of "
                                + request.location().url() + (attempt.tag == null ? "" : ", tag " + attempt.tag));
                        return new Result(true, attempt.commit.name(), attempt.tag, lines);
                    }
                    lines.add("The branch " + request.branch() + " moved while delivering: fetched again to commit on"
                            + " its new head");
                }
            }
        } catch (IOException | GitAPIException e) {
            throw new RepositoryException(Kind.UNREACHABLE, "the local copy of " + request.location()
                    + " could not be written (" + e.getClass().getSimpleName() + ")");
        } finally {
            GitClient.deleteTree(dir);
        }
    }

    /** One round: fetch, the new tree, the commit and the tag (in the local repository). */
    private final class Attempt {
        private final Repository repo;
        private final Request request;
        private final List<String> lines;
        private ObjectId head;
        private ObjectId commit;
        private String tag;

        Attempt(Repository repo, Request request, List<String> lines) {
            this.repo = repo;
            this.request = request;
            this.lines = lines;
        }

        /** True when the branch has this SDK already (nothing to commit). */
        boolean prepare() throws RepositoryException, IOException {
            fetch(repo, request);
            head = repo.resolve(Constants.R_REMOTES + "origin/" + request.branch());
            try (ObjectInserter inserter = repo.newObjectInserter(); RevWalk walk = new RevWalk(repo)) {
                RevCommit parent = head == null ? null : walk.parseCommit(head);
                ObjectId tree = tree(repo, inserter, parent, request, lines);
                if (parent != null && parent.getTree().equals(tree)) {
                    lines.add("The SDK is byte-identical to " + request.branch() + " at " + head.name()
                            + ": no commit");
                    return true;
                }
                String previous = parent == null ? null : lastVersion(walk, parent);
                commit = commit(inserter, tree, parent, request);
                if (request.tag() != null && !request.version().equals(previous)) {
                    tag = tag(inserter, request.tag(), commit, previous);
                }
                inserter.flush();
            }
            update(repo, Constants.R_HEADS + request.branch(), commit);
            lines.add((head == null ? "The branch " + request.branch() + " is new: first commit "
                    : "Committed on " + head.name().substring(0, 12) + ": ") + commit.name());
            return false;
        }

        private String tag(ObjectInserter inserter, String name, ObjectId target, String previous) throws IOException {
            if (repo.resolve(REMOTE_TAGS + name) != null) {
                lines.add("The tag " + name + " exists already in the SDK repository: left as it is");
                return null;
            }
            TagBuilder tagBuilder = new TagBuilder();
            tagBuilder.setTag(name);
            tagBuilder.setObjectId(target, Constants.OBJ_COMMIT);
            tagBuilder.setTagger(ident());
            tagBuilder.setMessage(name + (previous == null ? "" : " (was " + previous + ")") + "\n");
            update(repo, Constants.R_TAGS + name, inserter.insert(tagBuilder));
            lines.add("SDK version " + request.version() + (previous == null ? "" : " (was " + previous + ")")
                    + ": tag " + name);
            return name;
        }
    }

    private void fetch(Repository repo, Request request) throws RepositoryException {
        try (GitClient.Session session = git.session(request.location(), request.credentials());
             Git g = new Git(repo)) {
            session.configure(g.fetch().setRemote(request.location().transportUrl())
                    .setRefSpecs(new RefSpec("+refs/heads/*:refs/remotes/origin/*"),
                            new RefSpec("+refs/tags/*:" + REMOTE_TAGS + "*"))
                    .setRemoveDeletedRefs(true).setTagOpt(TagOpt.NO_TAGS)).call();
        } catch (GitAPIException | RuntimeException e) {
            throw failure(request, git.classify(request.location(), request.credentials(), e), "read");
        }
    }

    /** The SDK's files plus the branch's kept files, as a tree in the local repository. */
    private static ObjectId tree(Repository repo, ObjectInserter inserter, RevCommit parent, Request request,
                                 List<String> lines) throws IOException {
        Path sdkDir = request.sdkDir();
        String changelog = request.changelog() == null || parent == null ? null
                : read(repo, parent, CHANGELOG, CHANGELOG_LIMIT);
        DirCache index = DirCache.newInCore();
        DirCacheBuilder builder = index.builder();
        KeepRules keep = KeepRules.of(parent == null ? null : read(repo, parent, KeepRules.KEEP_FILE));
        List<String> kept = new ArrayList<>();
        if (parent != null) {
            try (TreeWalk walk = new TreeWalk(repo)) {
                walk.addTree(parent.getTree());
                walk.setRecursive(true);
                while (walk.next()) {
                    if (keep.keeps(walk.getPathString())) {
                        kept.add(walk.getPathString());
                        builder.add(entry(walk.getPathString(), walk.getFileMode(0), walk.getObjectId(0)));
                    }
                }
            }
        }
        for (Path file : files(sdkDir)) {
            String path = sdkDir.relativize(file).toString().replace('\\', '/');
            if (kept.contains(path)) {
                continue; // the repository's own version wins
            }
            FileMode mode = Files.isExecutable(file) ? FileMode.EXECUTABLE_FILE : FileMode.REGULAR_FILE;
            byte[] content = path.equals(CHANGELOG) && changelog != null
                    ? request.changelog().apply(changelog).getBytes(StandardCharsets.UTF_8) : Files.readAllBytes(file);
            builder.add(entry(path, mode, inserter.insert(Constants.OBJ_BLOB, content)));
        }
        builder.finish();
        if (!kept.isEmpty()) {
            lines.add("Kept " + kept.size() + " file(s) the SDK does not own: " + String.join(", ", kept.stream()
                    .limit(20).toList()) + (kept.size() > 20 ? ", …" : ""));
        }
        return index.writeTree(inserter);
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static DirCacheEntry entry(String path, FileMode mode, ObjectId id) {
        DirCacheEntry entry = new DirCacheEntry(path);
        entry.setFileMode(mode);
        entry.setObjectId(id);
        return entry;
    }

    private static String read(Repository repo, RevCommit commit, String path) throws IOException {
        return read(repo, commit, path, 64 * 1024);
    }

    private static String read(Repository repo, RevCommit commit, String path, int limit) throws IOException {
        try (TreeWalk walk = TreeWalk.forPath(repo, path, commit.getTree())) {
            if (walk == null || !walk.getFileMode(0).equals(FileMode.REGULAR_FILE)) {
                return null;
            }
            try (InputStream in = repo.open(walk.getObjectId(0)).openStream()) {
                return new String(in.readNBytes(limit), StandardCharsets.UTF_8);
            }
        }
    }

    /** The version of the newest sdkgen commit of the branch (its trailer), or null before the first. */
    private static String lastVersion(RevWalk walk, RevCommit head) throws IOException {
        walk.reset();
        walk.markStart(walk.parseCommit(head));
        for (RevCommit c : walk) {
            Matcher m = TRAILER.matcher(c.getFullMessage());
            if (AUTHOR_NAME.equals(c.getAuthorIdent().getName()) && m.find()) {
                return m.group(1);
            }
        }
        return null;
    }

    private static ObjectId commit(ObjectInserter inserter, ObjectId tree, RevCommit parent, Request request)
            throws IOException {
        CommitBuilder commit = new CommitBuilder();
        commit.setTreeId(tree);
        if (parent != null) {
            commit.setParentId(parent);
        }
        commit.setAuthor(ident());
        commit.setCommitter(ident());
        commit.setMessage(request.message().strip() + "\n\n" + VERSION_TRAILER + ": " + request.version() + "\n");
        return inserter.insert(commit);
    }

    private static PersonIdent ident() {
        return new PersonIdent(AUTHOR_NAME, AUTHOR_EMAIL);
    }

    private static void update(Repository repo, String ref, ObjectId id) throws IOException {
        RefUpdate update = repo.updateRef(ref);
        update.setNewObjectId(id);
        update.setForceUpdate(true);
        RefUpdate.Result result = update.update();
        if (result == RefUpdate.Result.LOCK_FAILURE || result == RefUpdate.Result.IO_FAILURE
                || result == RefUpdate.Result.REJECTED) {
            throw new IOException("cannot update " + ref + ": " + result);
        }
    }

    /** True when pushed; false when the branch moved meanwhile and one more round may follow. */
    private boolean push(Git local, Request request, Attempt attempt, boolean mayRetry) throws RepositoryException {
        List<RefSpec> specs = new ArrayList<>(List.of(new RefSpec(Constants.R_HEADS + request.branch() + ":"
                + Constants.R_HEADS + request.branch())));
        if (attempt.tag != null) {
            specs.add(new RefSpec(Constants.R_TAGS + attempt.tag + ":" + Constants.R_TAGS + attempt.tag));
        }
        Iterable<PushResult> results;
        try (GitClient.Session session = git.session(request.location(), request.credentials())) {
            results = session.configure(local.push().setRemote(request.location().transportUrl())
                    .setRefSpecs(specs).setForce(false)).call();
        } catch (GitAPIException | RuntimeException e) {
            throw failure(request, git.classify(request.location(), request.credentials(), e), "push to");
        }
        for (PushResult result : results) {
            for (RemoteRefUpdate update : result.getRemoteUpdates()) {
                switch (update.getStatus()) {
                    case OK, UP_TO_DATE -> { }
                    case REJECTED_NONFASTFORWARD, REJECTED_REMOTE_CHANGED -> {
                        if (!mayRetry) {
                            throw rejected(request, update, "the branch moved again while delivering (not a fast-forward)");
                        }
                        return false;
                    }
                    default -> throw rejected(request, update, update.getMessage() == null
                            ? update.getStatus().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                            : oneLine(update.getMessage()));
                }
            }
        }
        return true;
    }

    private static RepositoryException rejected(Request request, RemoteRefUpdate update, String why) {
        return new RepositoryException(Kind.PUSH_REJECTED, "the push of " + update.getRemoteName() + " to "
                + request.location().url() + " was rejected: " + why);
    }

    /**
     * A refused credential says what to check for an SDK repository (which needs write access);
     * the server does not tell a missing repository from one these credentials cannot use.
     */
    private static RepositoryException failure(Request request, RepositoryException e, String verb) {
        if (e.kind() == Kind.AUTH_FAILED || e.kind() == Kind.NOT_FOUND) {
            return new RepositoryException(e.kind(), "cannot " + verb + " " + request.location().url()
                    + ": authentication failed, the repository does not exist, or these credentials may not "
                    + verb.replace(" to", "") + " it (check the "
                    + (request.credentials() instanceof Credentials.SshKey ? "deploy key and its write access"
                    : request.credentials() instanceof Credentials.Token ? "token and its write access"
                    : "SDK repository's credentials: writing needs some") + ")");
        }
        return e;
    }

    private static String oneLine(String message) {
        String line = message.replaceAll("\\s+", " ").strip();
        return line.length() > 200 ? line.substring(0, 200) + "…" : line;
    }
}
