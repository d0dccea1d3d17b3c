struct wp_args_transform_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::float32> d;
    wp::array_t<wp::transform_t<wp::float32>> out;
};

template <bool wp_linear_contiguous>
static void transform_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_transform_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::array_t<wp::transform_t<wp::float32>> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::float32 var_2 = 0.0;
    const wp::float32 var_3 = 0.6;
    const wp::float32 var_4 = -0.8;
    wp::vec_t<3, wp::float32> var_5;
    wp::float32* var_6;
    wp::quat_t<wp::float32> var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::transform_t<wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::transform_t<wp::float32> var_12;
    //---------
    // forward
    // def transform_s000000(                                                                 <L 7>
    // i, j = wp.tid()                                                                        <L 12>
    builtin_tid2d(var_0, var_1);
    // x2 = wp.quat_from_axis_angle(wp.vec3(0.0, 0.6, -0.8), d[i, j])                         <L 13>
    var_5 = wp::vec_t<3, wp::float32>(var_2, var_3, var_4);
    var_6 = wp::address(var_d, var_0, var_1);
    var_8 = wp::load(var_6);
    var_7 = wp::quat_from_axis_angle(var_5, var_8);
    // x3 = wp.transform(c[i, j], x2)                                                         <L 14>
    var_9 = wp::address(var_c, var_0, var_1);
    var_11 = wp::load(var_9);
    var_10 = wp::transform_t<wp::float32>(var_11, var_7);
    // x4 = wp.transform_inverse(x3)                                                          <L 15>
    var_12 = wp::transform_inverse(var_10);
    // out[i, j] = x4                                                                         <L 16>
    wp::array_store(var_out, var_0, var_1, var_12);
}