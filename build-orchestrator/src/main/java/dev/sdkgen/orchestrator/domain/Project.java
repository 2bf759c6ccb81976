package dev.sdkgen.orchestrator.domain;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/** A project: owns one Config Repository (Git URL + branch). Never leaves the service as is. */
@Entity
@Table(name = "project")
public class Project extends PanacheEntityBase {

    @Id
    public String id;

    public String name;

    @Column(name = "repository_url")
    public String repositoryUrl;

    @Column(name = "repository_key")
    public String repositoryKey;

    public String branch;

    @Column(name = "created_at")
    public Instant createdAt;

    /** Projects following any of the repositories (normalised keys) on a branch. */
    public static List<Project> following(Collection<String> repositoryKeys, String branch) {
        return list("repositoryKey in ?1 and branch = ?2 order by createdAt", repositoryKeys, branch);
    }
}
