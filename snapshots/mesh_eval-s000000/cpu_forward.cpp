struct wp_args_mesh_eval_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> velocities;
    wp::array_t<wp::float32> c;
    wp::array_t<wp::float32> d;
    wp::array_t<wp::vec_t<3, wp::float32>> e;
    wp::uint64 mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void mesh_eval_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mesh_eval_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mesh_eval_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.velocities.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.e.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_velocities = _wp_args->velocities;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> var_e = _wp_args->e;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 4;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 4;
    wp::int32 var_9;
    wp::float32* var_10;
    wp::float32* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32>* var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    //---------
    // forward
    // def mesh_eval_s000000(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = wp.mesh_eval_position(mesh, i % 4, c[i], d[i])                                    <L 19>
    var_2 = wp::mod(var_0, var_1);
    var_3 = wp::address(var_c, var_0);
    var_4 = wp::address(var_d, var_0);
    var_6 = wp::load(var_3);
    var_7 = wp::load(var_4);
    var_5 = wp::mesh_eval_position(var_mesh, var_2, var_6, var_7);
    // x1 = wp.mesh_eval_velocity(mesh, i % 4, c[i], d[i])                                    <L 20>
    var_9 = wp::mod(var_0, var_8);
    var_10 = wp::address(var_c, var_0);
    var_11 = wp::address(var_d, var_0);
    var_13 = wp::load(var_10);
    var_14 = wp::load(var_11);
    var_12 = wp::mesh_eval_velocity(var_mesh, var_9, var_13, var_14);
    // out[i] = x1                                                                            <L 21>
    wp::array_store(var_out, var_0, var_12);
    // out1[i] = wp.length(x0 - e[i])                                                         <L 22>
    var_15 = wp::address(var_e, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::sub(var_5, var_17);
    var_18 = wp::length(var_16);
    wp::array_store(var_out1, var_0, var_18);
}