struct wp_args_transform_s000002 {
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::quat_t<wp::float32>> c;
    wp::array_t<wp::vec_t<3, wp::float32>> d;
    wp::array_t<wp::vec_t<3, wp::float32>> e;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};

template <bool wp_linear_contiguous>
static void transform_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_transform_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::quat_t<wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> var_e = _wp_args->e;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::quat_t<wp::float32>* var_2;
    wp::quat_t<wp::float32> var_3;
    wp::quat_t<wp::float32> var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::transform_t<wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    //---------
    // forward
    // def transform_s000002(                                                                 <L 12>
    // i, j = wp.tid()                                                                        <L 20>
    builtin_tid2d(var_0, var_1);
    // x1 = wp.normalize(c[i, j])                                                             <L 21>
    var_2 = wp::address(var_c, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::normalize(var_4);
    // x2 = wp.transform(b[i, j], x1)                                                         <L 22>
    var_5 = wp::address(var_b, var_0, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::transform_t<wp::float32>(var_7, var_3);
    // out[i, j] = wp.transform_point(x2, d[i, j])                                            <L 23>
    var_8 = wp::address(var_d, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::transform_point(var_6, var_10);
    wp::array_store(var_out, var_0, var_1, var_9);
    // out1[i, j] = transform_s000002_combine(x2, e[i, j])                                    <L 24>
    var_11 = wp::address(var_e, var_0, var_1);
    var_13 = wp::load(var_11);
    var_12 = transform_s000002_combine_0(var_6, var_13);
    wp::array_store(var_out1, var_0, var_1, var_12);
}