extern "C" __global__ void transform_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::quat_t<wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::array_t<wp::vec_t<3, wp::float32>> var_e,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
}