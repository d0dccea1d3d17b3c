struct wp_args_tile_map_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void tile_map_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_map_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 128;
    const wp::int32 var_2 = 128;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_5 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
    const wp::int32 var_6 = 128;
    wp::int32 var_7;
    //---------
    // forward
    // def tile_map_s000000(                                                                  <L 10>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // ta = wp.tile_load(a, shape=128, offset=i * 128)                                        <L 15>
    var_3 = wp::mul(var_0, var_2);
    var_4 = wp::tile_load<wp::float32, true, false, 128>(var_a, var_3);
    // t0 = -ta                                                                               <L 16>
    var_5 = wp::tile_neg(var_4);
    // wp.tile_store(out, t0, offset=i * 128)                                                 <L 17>
    var_7 = wp::mul(var_0, var_6);
    wp::tile_store<wp::float32, true, false>(var_out, var_7, var_5);
}