extern "C" __global__ void make_rigid_body_s000000__locals__rigid_body_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::quat_t<wp::float32>> var_b,
    wp::array_t<wp::vec_t<6, wp::float32>> var_c,
    wp::array_t<wp::vec_t<6, wp::float32>> var_d,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        wp::vec_t<6, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<6, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<6, wp::float32>* var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<6, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<6, wp::float32>* var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<6, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<6, wp::float32> var_23;
        const wp::float32 var_24 = 0.25;
        wp::vec_t<6, wp::float32> var_25;
        wp::vec_t<6, wp::float32>* var_26;
        const wp::float32 var_27 = 2.0;
        wp::vec_t<6, wp::float32> var_28;
        wp::vec_t<6, wp::float32> var_29;
        wp::vec_t<6, wp::float32> var_30;
        //---------
        // forward
        // def rigid_body_s000000(                                                                <L 8>
        // i, j = wp.tid()                                                                        <L 15>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.normalize(b[i, j])                                                             <L 16>
        var_2 = wp::address(var_b, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::normalize(var_4);
        // x1 = wp.transform(a[i, j], x0)                                                         <L 17>
        var_5 = wp::address(var_a, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::transform_t<wp::float32>(var_7, var_3);
        // x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j])), wp.transform_vector(x1, wp.spatial_bottom(c[i, j])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_top(c[i, j]))))       <L 18>
        var_8 = wp::address(var_c, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::spatial_top(var_10);
        var_11 = wp::transform_vector(var_6, var_9);
        var_12 = wp::address(var_c, var_0, var_1);
        var_14 = wp::load(var_12);
        var_13 = wp::spatial_bottom(var_14);
        var_15 = wp::transform_vector(var_6, var_13);
        var_16 = wp::transform_get_translation(var_6);
        var_17 = wp::address(var_c, var_0, var_1);
        var_19 = wp::load(var_17);
        var_18 = wp::spatial_top(var_19);
        var_20 = wp::transform_vector(var_6, var_18);
        var_21 = wp::cross(var_16, var_20);
        var_22 = wp::add(var_15, var_21);
        var_23 = wp::vec_t<6, wp::float32>(var_11, var_22);
        // x3 = x2 * scale                                                                        <L 19>
        var_25 = wp::mul(var_23, var_24);
        // x4 = x3 + d[i, j] * offset                                                             <L 20>
        var_26 = wp::address(var_d, var_0, var_1);
        var_29 = wp::load(var_26);
        var_28 = wp::mul(var_29, var_27);
        var_30 = wp::add(var_25, var_28);
        // out[i, j] = x4                                                                         <L 21>
        wp::array_store(var_out, var_0, var_1, var_30);
    }
}