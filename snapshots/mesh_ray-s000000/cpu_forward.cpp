struct wp_args_mesh_ray_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> points;
    wp::array_t<wp::int32> indices;
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::uint64 mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
    wp::array_t<wp::int32> out1;
};

template <bool wp_linear_contiguous>
static void mesh_ray_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_mesh_ray_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_mesh_ray_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.points.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.indices.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_points = _wp_args->points;
    wp::array_t<wp::int32> var_indices = _wp_args->indices;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::uint64 var_mesh = _wp_args->mesh;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = 10.0;
    wp::mesh_query_ray_t var_9;
    const wp::int32 var_10 = -1;
    wp::float32* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    bool* var_15;
    const wp::int32 var_16 = 1;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    bool var_19;
    //---------
    // forward
    // def mesh_ray_s000000(                                                                  <L 9>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = c[i]                                                                              <L 19>
    var_1 = wp::address(var_c, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // x1 = wp.normalize(b[i] - x0)                                                           <L 20>
    var_4 = wp::address(var_b, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::sub(var_6, var_2);
    var_7 = wp::normalize(var_5);
    // x2 = wp.mesh_query_ray(mesh, x0, x1, SCALE)                                            <L 21>
    var_9 = wp::mesh_query_ray(var_mesh, var_2, var_7, var_8, var_10);
    // out[i] = x0 + x1 * x2.t                                                                <L 22>
    var_11 = &((var_9).t);
    var_13 = wp::load(var_11);
    var_12 = wp::mul(var_7, var_13);
    var_14 = wp::add(var_2, var_12);
    wp::array_store(var_out, var_0, var_14);
    // out1[i] = wp.where(x2.result, 1, 0)                                                    <L 23>
    var_15 = &((var_9).result);
    var_19 = wp::load(var_15);
    var_18 = wp::where(var_19, var_16, var_17);
    wp::array_store(var_out1, var_0, var_18);
}