struct wp_args_make_mesh_eval_s000001__locals__mesh_eval_s000001 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> velocities;
    wp::array_t<wp::int32> face;
    wp::array_t<wp::float32> c;
    wp::array_t<wp::float32> d;
    wp::uint64 mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};

template <bool wp_linear_contiguous>
static void make_mesh_eval_s000001__locals__mesh_eval_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_mesh_eval_s000001__locals__mesh_eval_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_mesh_eval_s000001__locals__mesh_eval_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.velocities.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.face.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_velocities = _wp_args->velocities;
    wp::array_t<wp::int32> var_face = _wp_args->face;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    wp::float32* var_2;
    const wp::float32 var_3 = 1.0;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::int32 var_11;
    wp::float32 var_12;
    wp::int32* var_13;
    wp::float32* var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::int32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def mesh_eval_s000001(                                                                 <L 8>
    // i = wp.tid()                                                                           <L 19>
    var_0 = builtin_tid1d();
    // x0, x1 = wp.mesh_eval_position(mesh, face[i], c[i], (scale - c[i]) * d[i]), wp.mesh_eval_velocity(mesh, face[i], c[i], (scale - c[i]) * d[i])       <L 20>
    var_1 = wp::address(var_face, var_0);
    var_2 = wp::address(var_c, var_0);
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_3, var_6);
    var_7 = wp::address(var_d, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::mul(var_5, var_9);
    var_11 = wp::load(var_1);
    var_12 = wp::load(var_2);
    var_10 = wp::mesh_eval_position(var_mesh, var_11, var_12, var_8);
    var_13 = wp::address(var_face, var_0);
    var_14 = wp::address(var_c, var_0);
    var_15 = wp::address(var_c, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::sub(var_3, var_17);
    var_18 = wp::address(var_d, var_0);
    var_20 = wp::load(var_18);
    var_19 = wp::mul(var_16, var_20);
    var_22 = wp::load(var_13);
    var_23 = wp::load(var_14);
    var_21 = wp::mesh_eval_velocity(var_mesh, var_22, var_23, var_19);
    // out[i] = x1                                                                            <L 21>
    wp::array_store(var_out, var_0, var_21);
    // out1[i] = x0                                                                           <L 22>
    wp::array_store(var_out1, var_0, var_10);
}